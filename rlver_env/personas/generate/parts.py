"""Part tables for the offline persona generator (:mod:`rlver_env.persona_generator`).

A generated persona is composed from typed parts: a :class:`NeedPart` (the hidden need), a
:class:`DispositionPart`, a :class:`DomainPart` and one of its :class:`EventPart` stories, the
people the event names (drawn from the name pools), traits, a :class:`StylePart` (how they
talk) and a :class:`DifficultyPart`. This module is data only; the generator draws and fills.

Texts are ``str.format`` templates. Every template may use these slots:

* the user: ``{first}`` (first name), ``{name}``, ``{pos}``/``{obj}`` (her/his/their,
  her/him/them; the user's subject pronoun is never used, so verbs always agree), ``{age}``,
  ``{occupation}`` (``{an_occupation}`` with its article), ``{city}``, ``{currency}``;
* the event's two people: ``{A}`` (first name), ``{A_rel}`` (relation, e.g. ``manager``),
  ``{A_sub}``/``{A_obj}``/``{A_pos}`` (he/him/his or she/her/her), and the same for ``B``;
* time: ``{day}`` and ``{day2}`` (two different weekdays), ``{month}``;
* the event's slots (``{thing}``, ``{stake}``, ...), numbers (as words; a number slot whose
  name starts with ``money`` renders as ``1,850 pounds`` in the city's currency);
* need slots (``{goal}``, ``{dilemma}``, ``{incident}``, ``{other_action}``, ``{feeling}``)
  and the chosen efforts (``{effort1}``, ``{effort2}``) in need, voice and trigger texts.

Any slot written with a capital first letter (``{Thing}``, ``{A_Sub}``) is the same text,
capitalised. Slot fills are ``(text, keywords)`` pairs: the keywords become the persona's
``rule_sim.concerns`` and are kept only when they appear in the story beats.
"""

from __future__ import annotations

import dataclasses

Fill = tuple[str, tuple[str, ...]]


@dataclasses.dataclass(frozen=True)
class Role:
    """A person an event needs.

    Attributes:
        relations: Relations to the user to choose from (``"manager"``, ``"older sister"``);
            the last word decides the person's gender when it is gendered and is the concern
            keyword.
        story: The person's ``role_in_story`` (a template).
    """

    relations: tuple[str, ...]
    story: str


@dataclasses.dataclass(frozen=True)
class EventPart:
    """One story a user can be in the middle of.

    Attributes:
        key: A short id, unique across events.
        domain: The life domain (a key of :data:`DOMAINS`).
        ages: The user's age range (inclusive).
        occupations: The user's occupation, one drawn.
        roles: Exactly two people, ``A`` (the main other person) and ``B``.
        slots: Named fills (each ``(text, keywords)``); ``thing`` and ``stake`` are required.
        numbers: Named integer ranges (inclusive), rendered as words.
        summary: Variants of the background summary (third person).
        timeline: The timeline entries, in order.
        conflict: Variants of the main conflict.
        attempts: Variants of what the user already tried.
        current_state: Variants of where things stand.
        openers: Variants of the first utterance (first person).
        beats: Ordered story beats; each a tuple of first-person variants.
        efforts: Praiseworthy things the user did: ``(beat, praise keywords, third-person
            phrase)``; two are drawn and told as beats.
        incident: The incident as a concern: ``(topic, keywords)``.
        need_slots: ``goal``, ``dilemma``, ``incident``, ``other_action`` and ``feeling``.
        triggers: Event-specific triggers.
    """

    key: str
    domain: str
    ages: tuple[int, int]
    occupations: tuple[str, ...]
    roles: tuple[Role, Role]
    slots: dict[str, tuple[Fill, ...]]
    numbers: dict[str, tuple[int, int]]
    summary: tuple[str, ...]
    timeline: tuple[str, ...]
    conflict: tuple[str, ...]
    attempts: tuple[str, ...]
    current_state: tuple[str, ...]
    openers: tuple[str, ...]
    beats: tuple[tuple[str, ...], ...]
    efforts: tuple[tuple[str, tuple[str, ...], str], ...]
    incident: Fill
    need_slots: dict[str, str]
    triggers: tuple[TriggerPart, ...]


@dataclasses.dataclass(frozen=True)
class TriggerPart:
    """Phrases in a reply that sting (negative delta) or soothe (positive delta)."""

    phrases: tuple[str, ...]
    delta: int
    reason: str


@dataclasses.dataclass(frozen=True)
class NeedPart:
    """A hidden need: how it is phrased, hinted at, met, missed, and said goodbye to."""

    kind: str
    texts: tuple[str, ...]
    hint_beats: tuple[str, ...]
    need_met: tuple[str, ...]
    need_missed: tuple[str, ...]
    goodbye_success: tuple[str, ...]
    triggers: tuple[TriggerPart, ...]


@dataclasses.dataclass(frozen=True)
class DispositionPart:
    """A disposition: its trait words, personality notes and voice by emotion band."""

    kind: str
    traits: tuple[str, ...]
    personality: tuple[str, ...]
    style_notes: tuple[str, ...]
    high: tuple[str, ...]
    medium: tuple[str, ...]
    low: tuple[str, ...]
    goodbye_failure: tuple[str, ...]
    triggers: tuple[TriggerPart, ...]


@dataclasses.dataclass(frozen=True)
class StylePart:
    """A speaking style: its description and the interjections that colour the user's lines."""

    key: str
    description: str
    interjections: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class DifficultyPart:
    """A difficulty: its default weight and extra voice lines."""

    kind: str
    weight: float
    extra_high: tuple[str, ...] = ()
    extra_low: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class DomainPart:
    """A life domain: the strain it puts on daily life, as first-person beats with keywords."""

    key: str
    strains: tuple[Fill, ...]


# --------------------------------------------------------------------------- people and places
FEMALE_NAMES: tuple[str, ...] = tuple(
    """Aaliyah Abena Adaeze Aiko Alejandra Amara Amina Ana Anika Annika Ayesha Beatriz Bronwyn Camille
    Carmen Chiara Chloe Dalia Deborah Esi Elena Elif Emilia Eszter Fatima Freya Gabriela Greta Hana
    Hannah Ingrid Isabel Jana Jasmine Kalani Katarzyna Keiko Laila Leah Lena Lucia Mai Malia Mariam
    Marisol Maya Mei Mira Nadia Naledi Nia Noor Olga Oona Paloma Priya Rana Rosa Ruth Saanvi Sakura
    Salma Sara Sofia Sunita Tamar Thandiwe Valentina Wanjiru Ximena Yara Yasmin Zainab Zofia""".split()
)
MALE_NAMES: tuple[str, ...] = tuple(
    """Aarav Abdul Adebayo Ahmed Aleksander Andres Anton Arjun Bilal Bongani Callum Carlos Chidi Dario
    Dev Diego Dmitri Emeka Enzo Ernesto Farid Felix Finn Gustavo Hamza Hiroshi Ibrahim Idris Ivan
    Jakub Jamal Javier Joao Jonas Kaito Kwame Lars Leon Liam Luca Lukas Malik Marco Mateo Minh Moses
    Nikhil Noah Omar Oren Pablo Patrick Rafael Rashid Reza Rohan Samuel Santiago Sione Sipho Soren
    Tariq Tendai Theo Tomasz Uchenna Vikram Walter Wei Yusuf Zoltan""".split()
)
NEUTRAL_NAMES: tuple[str, ...] = tuple("Alex Ari Ash Eden Jordan Kai Morgan Noa Quinn Remy Riley Robin Sam Sky".split())
SURNAMES: tuple[str, ...] = tuple(
    """Abara Acosta Adeyemi Ahmadi Alvarez Andersen Bakker Banerjee Barros Bianchi Brennan Castillo Chen
    Cohen Costa Dahl Das Delgado Dubois Dlamini Eriksson Farouk Ferreira Fischer Fonseca Garcia Gill
    Haddad Hansen Horvat Hughes Ibarra Ito Jansen Jovanovic Kamau Kapoor Karimi Kaur Kim Kowalski
    Laine Larsen Lee Lindqvist Lopez Mahlangu Mahmoud Martins Mendoza Mensah Moreau Murphy Nakamura
    Navarro Ng Nguyen Novak Nwosu Obi Okafor Okoro Olsen Ortiz Park Patel Pereira Petrov Quinn Ramos
    Reyes Rossi Sahin Santos Schmidt Sato Silva Singh Sokolov Suzuki Takahashi Tanaka Torres Tran
    Varga Vasquez Walsh Wang Weber Wiśniewski Yamamoto Yilmaz Zhang Zulu""".split()
)
#: (city, currency word)
CITIES: tuple[tuple[str, str], ...] = (
    ("Toronto", "dollars"), ("Manchester", "pounds"), ("Leeds", "pounds"), ("Glasgow", "pounds"),
    ("Cardiff", "pounds"), ("Dublin", "euros"), ("Cork", "euros"), ("Lisbon", "euros"),
    ("Porto", "euros"), ("Rotterdam", "euros"), ("Hamburg", "euros"), ("Lyon", "euros"),
    ("Valencia", "euros"), ("Turin", "euros"), ("Vienna", "euros"), ("Helsinki", "euros"),
    ("Auckland", "dollars"), ("Wellington", "dollars"), ("Melbourne", "dollars"), ("Brisbane", "dollars"),
    ("Perth", "dollars"), ("Vancouver", "dollars"), ("Calgary", "dollars"), ("Halifax", "dollars"),
    ("Chicago", "dollars"), ("Denver", "dollars"), ("Austin", "dollars"), ("Atlanta", "dollars"),
    ("Seattle", "dollars"), ("Baltimore", "dollars"), ("Cape Town", "rand"), ("Durban", "rand"),
    ("Johannesburg", "rand"), ("Nairobi", "shillings"), ("Lagos", "naira"), ("Accra", "cedis"),
    ("Singapore", "dollars"), ("Mumbai", "rupees"), ("Bengaluru", "rupees"), ("Stockholm", "kronor"),
    ("Oslo", "kroner"), ("Copenhagen", "kroner"), ("Warsaw", "zloty"), ("Budapest", "forints"),
)
WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS: tuple[str, ...] = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)
#: Last words of relations that fix the person's gender.
GENDERED_RELATIONS: dict[str, str] = {
    "sister": "f", "mother": "f", "mum": "f", "aunt": "f", "daughter": "f", "wife": "f",
    "girlfriend": "f", "grandmother": "f", "stepmother": "f", "niece": "f", "grandma": "f",
    "brother": "m", "father": "m", "dad": "m", "uncle": "m", "son": "m", "husband": "m",
    "boyfriend": "m", "grandfather": "m", "stepfather": "m", "nephew": "m", "grandad": "m",
}

HOBBIES: tuple[str, ...] = (
    "keeps a balcony full of chilli plants", "swims laps before work most mornings",
    "collects second-hand jazz records", "bakes sourdough every Sunday", "runs a small book club",
    "plays five-a-side football on Thursdays", "knits scarves for everyone in the family",
    "restores old bicycles in the shed", "paints watercolours of bus stops", "does crosswords in pen",
    "volunteers at the dog shelter on weekends", "plays bass in a covers band", "climbs at an indoor wall",
    "grows tomatoes on an allotment", "writes long letters to an old pen pal", "cooks elaborate curries",
    "listens to true-crime podcasts on long walks", "builds model trains", "dances salsa on Fridays",
    "photographs street signs", "plays chess online late at night", "sews costumes for a theatre group",
    "hikes the same coastal path every month", "keeps bees with a neighbour", "repairs old radios",
    "learns a new language on an app, badly", "sings in the shower and nowhere else",
    "collects vintage postcards", "does yoga in the living room", "brews ginger beer",
    "plays the piano by ear", "feeds the pigeons at the station", "runs park runs",
    "fixes friends' laptops for cake", "reads fantasy series twice", "makes mixtapes for friends",
    "plays badminton with a cousin", "does jigsaw puzzles of famous paintings", "keeps tropical fish",
    "goes to every local food market", "writes bad poetry and shows nobody", "plays board games with neighbours",
    "fishes off the pier", "rides a motorbike on weekends", "keeps a sketchbook of strangers' shoes",
    "builds furniture from pallets", "watches old black-and-white films", "bird-watches with binoculars",
    "practises calligraphy", "plays cricket in the summer league",
)
HABITS: tuple[str, ...] = (
    "Always early, always with a spare phone charger.", "Makes lists and loses them.",
    "Answers messages days late and apologises at length.", "Drinks too much coffee after four.",
    "Tidies when anxious.", "Checks the weather three times before leaving the house.",
    "Remembers everyone's birthday and forgets their own.", "Says yes to everything, then regrets it.",
    "Cannot leave a voicemail without rambling.", "Keeps every receipt in a shoebox.",
    "Walks everywhere rather than wait for a bus.", "Reads the end of a book first.",
    "Cooks for a crowd even when alone.", "Hums when concentrating.", "Hates phone calls, loves voice notes.",
    "Replays arguments in the shower.", "Plans holidays that never happen.", "Goes to bed too late, every night.",
    "Keeps the radio on for company.", "Rewrites emails five times before sending.",
    "Laughs at the wrong moments when nervous.", "Cannot sit still in waiting rooms.",
    "Eats the same breakfast every day.", "Overpacks for every trip.", "Leaves sticky notes everywhere.",
    "Counts steps on a cheap fitness band.", "Keeps a spare umbrella at work and never uses it.",
    "Falls asleep on the sofa most nights.", "Doodles in the margins of everything.",
    "Apologises to furniture after bumping into it.",
)
GENERAL_TRAITS: tuple[str, ...] = (
    "conscientious", "loyal", "stubborn", "proud", "sensitive", "perfectionist", "generous", "private",
    "funny", "practical", "idealistic", "shy", "hard-working", "impatient", "caring", "competitive",
    "cautious", "restless", "dutiful", "principled", "self-critical", "independent", "warm", "sceptical",
    "organised", "dreamy", "frank", "people-pleasing", "thrifty", "creative", "anxious", "honest",
    "easily embarrassed", "ambitious", "patient", "romantic", "reserved", "quick-witted", "thoughtful",
    "protective",
)

# --------------------------------------------------------------------------------- strains
#: Strains any story can put on daily life (first person, with their concern keywords).
GENERAL_STRAINS: tuple[Fill, ...] = (
    ("I haven't slept properly in about a week. I just lie there going over it.", ("sleep", "slept")),
    ("I keep skipping meals. Toast at midnight, that kind of thing.", ("meals", "toast")),
    ("I snapped at my flatmate over nothing yesterday. That's not like me.", ("snapped", "flatmate")),
    ("I stopped going to my Thursday class. I just can't face people.", ("class", "thursday")),
    ("I've had a headache for three days straight.", ("headache",)),
    ("I cancelled on my friends twice this week. I said I was sick.", ("cancelled", "friends")),
    ("I keep scrolling my phone at three in the morning instead of sleeping.", ("phone", "morning")),
    ("I've been crying in the car so nobody at home sees.", ("crying", "car")),
    ("My hands shake a bit when I think about it. Stupid, right?", ("hands", "shake")),
    ("I haven't touched my hobbies in weeks. Nothing feels fun.", ("hobbies", "fun")),
)

DOMAINS: dict[str, DomainPart] = {
    "work": DomainPart("work", (
        ("I've started checking my work email at two in the morning.", ("email",)),
        ("Sunday evenings I get this knot in my stomach about Monday.", ("stomach", "monday")),
        ("I sit through meetings without saying a word now.", ("meetings",)),
    )),
    "study": DomainPart("study", (
        ("I sit in the library for hours and read the same page.", ("library", "page")),
        ("I've skipped the last four lectures. I can't face anyone.", ("lectures",)),
        ("My parents keep asking how it's going and I just say fine.", ("parents",)),
    )),
    "family": DomainPart("family", (
        ("I dread my phone ringing in case it's one of them.", ("phone", "ringing")),
        ("Family dinners used to be the best part of my week. Now I make excuses.", ("dinners",)),
        ("I keep writing long messages to them and deleting them.", ("messages",)),
    )),
    "romance": DomainPart("romance", (
        ("I keep rereading our old messages late at night.", ("messages",)),
        ("Our flat feels weirdly quiet, even when we're both home.", ("flat", "quiet")),
        ("I've been sleeping on the sofa most nights.", ("sofa",)),
    )),
    "friendship": DomainPart("friendship", (
        ("I muted the group chat but I still check it every hour.", ("chat",)),
        ("Weekends are weird now. I don't know who to call.", ("weekends",)),
        ("I keep looking at old photos of us.", ("photos",)),
    )),
    "health": DomainPart("health", (
        ("I've started googling symptoms at night, which I know is a terrible idea.", ("symptoms", "googling")),
        ("I'm so tired by lunchtime that I nap in the car.", ("tired", "lunchtime")),
        ("I cancelled my gym membership. What's the point right now.", ("gym",)),
    )),
    "money": DomainPart("money", (
        ("I check my banking app about twenty times a day.", ("banking", "app")),
        ("I've started dreading the post in case it's another letter.", ("letter", "post")),
        ("I lie awake doing sums in my head.", ("sums", "awake")),
    )),
    "housing": DomainPart("housing", (
        ("I don't even like being at home anymore. I stay late at work.", ("home",)),
        ("I've been sleeping badly, the flat just doesn't feel like mine.", ("flat", "sleeping")),
        ("Every knock on the door makes me jump now.", ("knock", "door")),
    )),
    "neighbours": DomainPart("neighbours", (
        ("I wear earplugs at home now. At home!", ("earplugs",)),
        ("I avoid the stairwell so I don't bump into anyone.", ("stairwell",)),
        ("I rehearse what I'd say to them in the shower.", ("shower",)),
    )),
    "caregiving": DomainPart("caregiving", (
        ("I haven't had a full night's sleep since spring.", ("sleep", "night")),
        ("My own doctor's appointment got cancelled twice because I couldn't get cover.", ("appointment", "cover")),
        ("I eat standing up in the kitchen most days.", ("kitchen",)),
    )),
    "parenting": DomainPart("parenting", (
        ("I lie awake listening for the front door.", ("door", "awake")),
        ("I've stopped seeing my own friends, there's no time.", ("friends", "time")),
        ("I keep second-guessing every decision I make as a parent.", ("decision", "parent")),
    )),
    "sport": DomainPart("sport", (
        ("I haven't touched my kit bag since. It's still in the hallway.", ("kit", "bag")),
        ("I can't even watch sport on telly anymore.", ("telly",)),
        ("I keep replaying it in my head when I try to sleep.", ("replaying",)),
    )),
    "creative": DomainPart("creative", (
        ("I haven't made anything in weeks. The studio's just gathering dust.", ("studio",)),
        ("I deleted the project folder from my desktop so I wouldn't have to look at it.", ("folder",)),
        ("I keep reading other people's success posts and feeling sick.", ("posts",)),
    )),
    "online": DomainPart("online", (
        ("I flinch every time my phone buzzes.", ("phone", "buzzes")),
        ("I deleted the app and reinstalled it four times yesterday.", ("app",)),
        ("I keep refreshing the thread to see what they're saying now.", ("thread", "refreshing")),
    )),
    "loss": DomainPart("loss", (
        ("The house is so quiet in the evenings.", ("evenings", "quiet")),
        ("I still set out two mugs some mornings.", ("mugs",)),
        ("I can't bring myself to clear out the wardrobe.", ("wardrobe",)),
    )),
    "migration": DomainPart("migration", (
        ("I check the application portal every morning before I even get up.", ("portal",)),
        ("I miss my mum's cooking so much it's embarrassing.", ("cooking",)),
        ("Calls home are hard. I pretend everything's fine.", ("calls", "home")),
    )),
}

# ------------------------------------------------------------------------------------ needs
NEEDS: dict[str, NeedPart] = {
    "practical_advice": NeedPart(
        "practical_advice",
        texts=(
            "{first} wants concrete, realistic steps for {goal}, not sympathy.",
            "{first} wants a workable plan for {goal}, one to start on this week.",
            "{first} wants advice that really helps with {goal}, step by step.",
        ),
        hint_beats=(
            "What I actually need is to know what to do next. {Stake} won't wait.",
            "I just want a plan. I'm going round in circles and {stake} is getting closer.",
            "Everyone says 'that's awful' and then nothing. I need to know what to actually do.",
        ),
        need_met=(
            "Okay, that's something I can actually do.", "A plan. Finally someone gives me a plan.",
            "Right. I could do that before {day}.", "Okay, writing that down.",
            "That's practical. I like that.",
        ),
        need_missed=(
            "I don't need a hug, I need to know what to do.", "Nice words, but what do I actually do about {thing}?",
            "Feelings are fine, but {stake} won't wait.", "Okay, but that doesn't tell me what to do.",
        ),
        goodbye_success=(
            "Okay. I know what I'm doing on {day} now. Thanks, really. Bye!",
            "Right, I've got a plan for {thing}. Thank you. Bye for now!",
        ),
        triggers=(
            TriggerPart(("sit with it", "feel your feelings"), -2, "{first} wants something to do, not to sit still."),
            TriggerPart(("step by step", "one step at a time"), 2, "A concrete order of steps makes it feel manageable."),
        ),
    ),
    "deep_empathy": NeedPart(
        "deep_empathy",
        texts=(
            "{first} wants someone to grasp how {feeling} all this has left {obj}, not to be cheered up.",
            "{first} wants {pos} feelings deeply understood: how {feeling} it is, without quick comfort.",
            "{first} wants to feel truly understood about {incident}, not reassured.",
        ),
        hint_beats=(
            "Everyone keeps telling me it'll be fine. It's not about fine. I just feel so {feeling}.",
            "I don't want to be cheered up. I just feel {feeling}, and nobody seems to see it.",
            "People say 'chin up' and change the subject. It's like the {feeling} part doesn't count.",
        ),
        need_met=(
            "Yeah. That's exactly it.", "You get it. You actually get it.", "Nobody's put it like that before.",
            "That's it. That's the feeling.", "Yeah... thank you for seeing that.",
        ),
        need_missed=(
            "That's not really what I mean.", "Please don't try to cheer me up.", "You're fixing, not listening.",
            "It's not about looking on the bright side.",
        ),
        goodbye_success=(
            "Thank you for really hearing me. I feel lighter. Bye for now.",
            "I feel less alone with it. Thank you. Bye!",
        ),
        triggers=(
            TriggerPart(("at least", "could be worse"), -3, "'At least' shrinks what {first} feels."),
            TriggerPart(("so alone with", "carrying this alone"), 2, "Being seen in the loneliness of it helps."),
        ),
    ),
    "specific_praise": NeedPart(
        "specific_praise",
        texts=(
            "{first} wants sincere praise for what {first} actually did: {effort1}, and {effort2}.",
            "{first} wants someone to notice and praise the specific things {first} did, like {effort1}.",
            "{first} wants {effort1} and {effort2} recognised, sincerely and specifically.",
        ),
        hint_beats=(
            "I did everything I could, you know? And nobody said a single word about it.",
            "It's stupid, but I'd just like someone to notice the work I put in.",
            "Nobody ever sees the actual effort. Just the result, and the result went wrong.",
        ),
        need_met=(
            "You noticed that? Thank you.", "Huh. I didn't think anyone saw that part.", "That means a lot, honestly.",
            "Okay, yeah. I did do that, didn't I.", "Thanks. I needed someone to say it.",
        ),
        need_missed=(
            "Nobody ever notices the actual work.", "Sure, 'well done'. For what, though?",
            "That's nice, but you don't really know what I did.", "Generic praise isn't the same thing.",
        ),
        goodbye_success=(
            "Thanks for noticing all that. I needed to hear it. Bye!",
            "I'm going to remember you said that. Thank you. Bye for now!",
        ),
        triggers=(
            TriggerPart(("anyone could have", "just doing your job"), -3, "It erases the effort {first} put in."),
            TriggerPart(("all that work", "you put so much"), 2, "The effort is finally being seen."),
        ),
    ),
    "self_reflection": NeedPart(
        "self_reflection",
        texts=(
            "{first} wants to be guided to look at {pos} own part in {incident} and to grow from it.",
            "{first} wants help reflecting on {incident}: what it says about {obj} and what to learn.",
            "{first} wants questions that help {obj} understand {pos} own reactions to {incident}.",
        ),
        hint_beats=(
            "Sometimes I wonder if I did something to make this happen. I keep going over it.",
            "I don't want to just blame everyone. I want to understand why I reacted like that.",
            "This keeps happening to me in different versions. There must be something I'm missing.",
        ),
        need_met=(
            "Hm. That's a good question.", "I never thought about why I did that.", "Okay, that's making me think.",
            "Huh. Maybe that's the pattern.", "That's a fair thing to ask myself.",
        ),
        need_missed=(
            "I don't want to be let off the hook, I want to understand myself.",
            "Telling me what to do won't help me figure this out.", "That's a bit easy, isn't it?",
        ),
        goodbye_success=(
            "I've got a lot to think about. In a good way. Thanks. Bye!",
            "I think I see my part in it now. Thank you. Bye for now!",
        ),
        triggers=(
            TriggerPart(("just blame them", "all their fault"), -2, "{first} wants to understand, not to blame."),
            TriggerPart(("what pattern", "what you noticed about yourself"), 2, "Being invited to look inward feels respectful."),
        ),
    ),
    "venting": NeedPart(
        "venting",
        texts=(
            "{first} wants to pour out the anger about {incident} and be listened to, without advice.",
            "{first} wants to vent about {incident} and have someone just listen.",
            "{first} wants room to rant about {incident}; fixes can wait.",
        ),
        hint_beats=(
            "Sorry, I just need to get this out. I'm so sick of all of it.",
            "I don't even want a solution right now. I just need to say it out loud.",
            "I've been holding all this in for days and it's just, ugh.",
        ),
        need_met=(
            "Thank you for just letting me say it.", "God, it feels good to get that out.", "Yeah. Exactly. Ugh.",
            "Right? Thank you.", "Okay. I feel a bit less like exploding.",
        ),
        need_missed=(
            "I didn't ask for advice.", "Can you just listen for a second?", "I'm not looking for a fix right now.",
            "Please don't tell me what I should do.",
        ),
        goodbye_success=(
            "Phew. Thanks for letting me rant. I feel so much better. Bye!",
            "Okay, I got it all out. Thank you for listening. Bye!",
        ),
        triggers=(
            TriggerPart(("have you considered", "you could just"), -3, "Advice mid-rant feels like not being heard."),
            TriggerPart(("let it all out", "get it off your chest"), 2, "Permission to vent is exactly what {first} wants."),
        ),
    ),
    "balanced_analysis": NeedPart(
        "balanced_analysis",
        texts=(
            "{first} wants a fair, two-sided look at {dilemma}.",
            "{first} wants someone to weigh both sides of {dilemma} honestly.",
            "{first} wants a balanced analysis of {dilemma}, not cheerleading.",
        ),
        hint_beats=(
            "Part of me thinks I'm right, part of me thinks I'm being unfair. I honestly can't tell.",
            "I keep flipping between two views of it. I want someone to lay it out straight.",
            "Everyone I ask just takes my side, which is nice but useless.",
        ),
        need_met=(
            "Okay, that's fair on both counts.", "I hadn't looked at it from both ends.", "That's a fair way to weigh it.",
            "Yeah, both of those are true, aren't they.",
        ),
        need_missed=(
            "You're just taking one side.", "That's a bit one-sided, isn't it?", "I didn't ask who wins.",
        ),
        goodbye_success=(
            "That helped me see it clearly. Thanks. Talk soon, bye!",
            "Okay, I can weigh it properly now. Thank you. Bye!",
        ),
        triggers=(
            TriggerPart(("obviously their fault", "totally on your side"), -2, "{first} distrusts one-sided verdicts."),
            TriggerPart(("both sides", "fair to both"), 2, "A fair hearing of both sides is what {first} wanted."),
        ),
    ),
    "agreement": NeedPart(
        "agreement",
        texts=(
            "{first} is sure of having done nothing wrong in {incident} and wants the other person to agree.",
            "{first} is sure the blame for {incident} lies elsewhere and wants that confirmed.",
            "{first} wants to hear that {incident} was not {pos} fault.",
        ),
        hint_beats=(
            "And honestly? I don't see what I did wrong. I'd do it all the same again.",
            "People keep hinting it's partly on me. It isn't.",
            "I was completely reasonable the whole way through. I have the messages to prove it.",
        ),
        need_met=(
            "Thank you. I knew I wasn't crazy.", "Exactly. That's what I keep saying.", "Right? It wasn't on me.",
            "Finally, someone who sees it.",
        ),
        need_missed=(
            "So it's my fault now?", "Whose side are you on?", "Wow. Now you sound like {A}.",
            "I didn't come here to be told I'm wrong.",
        ),
        goodbye_success=(
            "Thanks for backing me up. I needed that. Bye!",
            "Good. I'm not second-guessing myself anymore. Thanks. Bye!",
        ),
        triggers=(
            TriggerPart(("your part in this", "both to blame"), -4, "Any share of blame feels like betrayal to {first}."),
            TriggerPart(("you were in the right", "nothing wrong"), 2, "Being backed up is what {first} came for."),
        ),
    ),
    "others_motives": NeedPart(
        "others_motives",
        texts=(
            "{first} wants to understand why {other_action}.",
            "{first} wants help making sense of why {other_action}.",
            "{first} keeps asking why {other_action}, and wants to understand the other side's reasons.",
        ),
        hint_beats=(
            "What I really don't get is why {A} would do that. It makes no sense to me.",
            "I keep trying to think what was going on in {A}'s head. I can't work it out.",
            "If I knew why {A} did it, I think I could deal with it.",
        ),
        need_met=(
            "Huh. I never thought {A} might feel that.", "That actually explains a lot about {A}.",
            "Maybe. That would make sense of it.", "Oh. From that angle it's less baffling.",
        ),
        need_missed=(
            "But why would {A} do that?", "That doesn't tell me why, though.", "I still don't get {A}.",
        ),
        goodbye_success=(
            "I think I understand {A} a bit better now. Thanks. Bye!",
            "Okay, it makes more sense now. I might talk to {A}. Thanks, bye!",
        ),
        triggers=(
            TriggerPart(("doesn't matter why", "who knows why"), -3, "The why is exactly what {first} needs."),
            TriggerPart(("from their side", "what they were afraid of"), 2, "A look at the other side's fears helps {first} make sense of it."),
        ),
    ),
}

# ------------------------------------------------------------------------------ dispositions
DISPOSITIONS: dict[str, DispositionPart] = {
    "negative": DispositionPart(
        "negative",
        traits=("irritable", "pessimistic", "resentful", "bitter", "touchy", "cynical", "hot-tempered"),
        personality=(
            "Quick to expect the worst and quicker to say so.",
            "Has a short fuse when tired and a long memory for slights.",
            "Sees the catch in every good thing and says it out loud.",
            "Gets prickly when hurt and sarcastic when scared.",
        ),
        style_notes=(
            "Turns sarcastic and snappish when hurt.", "Gets curt and cutting when unheard.",
            "Complains in bursts, then goes cold.",
        ),
        high=(
            "Okay. That actually helps a bit.", "Huh. Fine, yeah, that's fair.", "Alright, you're not wrong there.",
            "Okay, that's the first useful thing anyone's said.", "Yeah. Okay. I can live with that.",
            "Hm. Maybe I was too quick to write this off.",
        ),
        medium=(
            "Maybe. I don't know.", "Sure, but it's not that simple.", "I guess. Still annoyed though.",
            "Yeah, well. We'll see.", "That's one way to look at it.", "Hm. Maybe.",
        ),
        low=(
            "Right. Whatever.", "You sound just like {A}.", "Forget it.", "Wow, thanks. Super helpful.",
            "Yeah, no.", "Why do I even bother.",
        ),
        goodbye_failure=(
            "Forget it. I'll deal with it myself. Bye.", "This is pointless. I'm done. Bye.",
            "Never mind. I'm going. Bye.",
        ),
        triggers=(
            TriggerPart(("silver lining", "blessing in disguise"), -3, "Silver linings feel like mockery to {first}."),
        ),
    ),
    "passive": DispositionPart(
        "passive",
        traits=("withdrawn", "low-energy", "resigned", "quiet", "listless", "timid", "compliant"),
        personality=(
            "Tends to go along with things and stew about them later.",
            "Rarely asks for help and shrinks when anyone fusses.",
            "Runs on low batteries; answers in few words when down.",
            "Avoids conflict by going quiet and agreeable.",
        ),
        style_notes=(
            "Answers in a few words when low; long pauses.", "Trails off mid-sentence when tired.",
            "Says 'I don't know' a lot and means 'I can't right now'.",
        ),
        high=(
            "Yeah... that helps, actually.", "Okay. That feels a bit lighter.", "Thanks. I didn't expect that to help.",
            "Mm. Yeah. I think I needed that.", "That's... kind. Thank you.",
        ),
        medium=(
            "Mm. Maybe.", "I don't know.", "I guess so.", "Yeah... maybe.", "Hard to say.", "Could be.",
        ),
        low=(
            "Okay.", "Sure.", "I don't really want to talk about it.", "Doesn't matter.", "Mm.", "Whatever you think.",
        ),
        goodbye_failure=(
            "I'm tired. I'll go. Bye.", "Never mind. Bye.", "I think I'll just go to bed. Bye.",
        ),
        triggers=(
            TriggerPart(("no rush", "no pressure"), 2, "Not being rushed lets {first} breathe."),
            TriggerPart(("snap out of", "pull yourself together"), -3, "{first} cannot just switch it off."),
        ),
    ),
    "avoidant": DispositionPart(
        "avoidant",
        traits=("guarded", "evasive", "self-reliant", "deflecting", "aloof", "defensive", "closed-off"),
        personality=(
            "Changes the subject the moment things get personal.",
            "Jokes things away and hates being the centre of concern.",
            "Insists everything is fine long after it stopped being fine.",
            "Handles things alone and hates owing anyone.",
        ),
        style_notes=(
            "Downplays everything and changes the subject when pushed.", "Deflects with jokes and 'it's fine'.",
            "Shuts down if questioned too hard.",
        ),
        high=(
            "Okay... yeah. Maybe I can talk about it a bit.", "Huh. I hadn't let myself think about it like that.",
            "That's... actually fair. Yeah.", "Okay. I don't hate that.", "Maybe it is a bigger deal than I said.",
        ),
        medium=(
            "It's fine, really.", "Let's not make a big thing of it.", "Anyway. It is what it is.",
            "I'm handling it.", "It's not a huge deal.", "Sure. Maybe.",
        ),
        low=(
            "Can we drop it?", "I'd rather not get into it.", "Let's talk about something else.",
            "Forget I said anything.", "It's fine. Seriously.",
        ),
        goodbye_failure=(
            "Anyway, I should go. Bye.", "I've got stuff to do. Bye.", "Let's just leave it. Bye.",
        ),
        triggers=(
            TriggerPart(("why won't you", "you're avoiding"), -3, "Being pushed makes {first} shut down."),
        ),
    ),
}

# ---------------------------------------------------------------------------------- styles
STYLES: tuple[StylePart, ...] = (
    StylePart("fast-sarcastic", "Talks fast and a little sarcastic; trails off with 'anyway'.", ("Honestly?", "Anyway.", "Cool. Great.")),
    StylePart("quiet-careful", "Quiet and careful; short sentences; apologises for going on.", ("Sorry.", "Um.", "I don't know.")),
    StylePart("blunt", "Blunt and matter-of-fact; says exactly what happened, no decoration.", ("Look.", "Basically.", "Right.")),
    StylePart("self-deprecating", "Chatty and self-deprecating; jokes to cover the hurt.", ("Ha. So.", "Classic me.", "Funny story.")),
    StylePart("formal", "Formal and precise; chooses words carefully and avoids slang.", ("Frankly.", "To be clear.", "Well.")),
    StylePart("rambling", "Rambles; jumps between details and circles back.", ("Okay, so.", "Wait, no.", "So yeah.")),
    StylePart("dry", "Dry humour; understates everything.", ("Well.", "Fun times.", "Lovely.")),
    StylePart("warm-tired", "Warm but tired; sighs a lot and softens every complaint.", ("Ugh.", "Oh, I don't know.", "Sigh.")),
    StylePart("impatient", "Direct and impatient; cuts to the point.", ("Listen.", "Right.", "Okay.")),
    StylePart("hesitant", "Hesitant; starts sentences over and hedges.", ("I mean.", "I guess.", "Sort of.")),
    StylePart("expressive", "Colloquial and expressive; exclaims when frustrated.", ("Man.", "Seriously.", "Oh my god.")),
    StylePart("polite-guarded", "Polite and guarded; gives the facts, hides the feelings.", ("Well.", "Anyway.", "It's fine.")),
    StylePart("storyteller", "A storyteller; sets the scene before getting to the point.", ("So, picture this.", "Okay.", "Right, so.")),
    StylePart("anxious-chatter", "Anxious chatter; asks 'is that weird?' and over-explains.", ("Is that weird?", "Sorry, okay.", "Um, so.")),
    StylePart("laconic", "Laconic; uses as few words as possible.", ("Yeah.", "So.", "Meh.")),
    StylePart("earnest", "Earnest and open; says how things feel, a bit breathlessly.", ("Honestly.", "Okay, so.", "I swear.")),
)

DIFFICULTIES: dict[str, DifficultyPart] = {
    "simple": DifficultyPart("simple", 0.2, extra_high=("Aw, thank you. That's kind of you.",)),
    "normal": DifficultyPart("normal", 0.55),
    "hard": DifficultyPart(
        "hard", 0.25, extra_low=("Wow. Groundbreaking.", "Did you get that off a fridge magnet?", "Mm-hm. Sure.")
    ),
}

# ------------------------------------------------------------------------------------ events
# Third-person texts (summary, timeline, conflict, attempts, current_state, need slots) name
# people as "{pos} {A_rel}" or "the {A_rel}", never "a {A_rel}", so no article can go wrong.
EVENTS: tuple[EventPart, ...] = (
    # ----------------------------------------------------------------------------- work
    EventPart(
        key="credit-grab", domain="work", ages=(24, 52),
        occupations=("product designer", "data analyst", "marketing specialist", "software engineer", "policy researcher", "architectural technician"),
        roles=(
            Role(("manager", "team lead", "department head"), "presented {first}'s work as {A_pos} own"),
            Role(("colleague", "engineer", "teammate"), "saw every draft and knows whose work it was"),
        ),
        slots={
            "thing": (("the onboarding redesign", ("onboarding", "redesign")), ("the new pricing model", ("pricing", "model")),
                      ("the customer survey analysis", ("survey", "analysis")), ("the warehouse routing tool", ("routing", "tool")),
                      ("the grant proposal", ("grant", "proposal")), ("the client pitch deck", ("pitch", "deck"))),
            "stake": (("the promotion review", ("promotion", "review")), ("the contract renewal", ("contract", "renewal")),
                      ("the annual bonus round", ("bonus",)), ("the senior role that is opening up", ("senior", "role"))),
            "audience": (("the CEO", ("ceo",)), ("the board", ("board",)), ("the regional director", ("director",)),
                         ("the whole department", ("department",))),
        },
        numbers={"weeks": (3, 14)},
        summary=(
            "{first} spent {weeks} weeks building {thing}. Last {day} {pos} {A_rel}, {A}, presented it to {audience} as {A_pos} own idea, and {B}, {pos} {B_rel}, who saw every draft, said nothing. {Stake} is coming up in {month}.",
            "In {city}, {first} worked {weeks} weeks, many of them evenings, on {thing}. When it was shown to {audience}, {A} ({pos} {A_rel}) took the credit and later blamed {first} for a small error. {B} knows the truth.",
        ),
        timeline=(
            "{month}: {first} starts {thing} and builds the first version.",
            "Week {weeks}: the work is done; {A} asks for the slides.",
            "{day}: {A} presents it to {audience} without naming {first}.",
            "Two days later: a small error surfaces and {A} says it was {first}'s.",
        ),
        conflict=(
            "{first} wants the credit but fears that pushing back will cost {obj} {stake}.",
            "{first} is torn between speaking up about {thing} and protecting {stake}.",
        ),
        attempts=(
            "{first} asked {A} to co-present next time; {A} replied with a thumbs-up and nothing changed.",
            "{first} drafted an email to {audience} twice and deleted it both times.",
        ),
        current_state=(
            "{first} works late, sleeps badly and has stopped speaking up in meetings.",
            "{first} avoids {A} in the corridor and dreads {stake}.",
        ),
        openers=(
            "So my {A_rel} just presented {thing} to {audience} like it was {A_pos} idea. Cool. Great week.",
            "I spent {weeks} weeks on {thing} and {A} just took the credit for it. In front of {audience}.",
            "Can I rant about work for a second? {A} stole {thing}. Basically stole it.",
        ),
        beats=(
            ("I built most of it on my own evenings. {B} saw every draft.",
             "My {B_rel} {B} watched me build the whole thing. {B_Sub} knows it was mine."),
            ("{A} asked me for the slides 'just to have a look'. Then {A_sub} presented them on {day}.",
             "On {day} {A} stood up in front of {audience} and called {thing} '{A_pos} team's idea'. My name wasn't on a single slide."),
            ("Then a tiny error turned up and suddenly it was my mistake. Funny how that works.",
             "Two days later a small bug showed up and {A} said in the meeting that I'd missed it."),
            ("{Stake} is in {month}. If I make a fuss, I can kiss that goodbye.",
             "And {stake} is coming up. {A} writes my review. So, great."),
        ),
        efforts=(
            ("I stayed late for weeks testing it properly, with real users.", ("testing",), "testing {thing} properly with real users"),
            ("I kept a clean record of every version, dated, just out of habit.", ("record",), "keeping a dated record of every version"),
            ("I even trained two new people on it so the team could use it.", ("trained",), "training two new colleagues to use it"),
        ),
        incident=("the stolen credit", ("credit", "slides", "presented")),
        need_slots={
            "goal": "getting the credit for {thing} without wrecking {stake}",
            "dilemma": "whether to confront {A} about {thing} or keep quiet until {stake}",
            "incident": "the credit grab over {thing}",
            "other_action": "{A} would present {thing} as {A_pos} own and then blame {first}",
            "feeling": "invisible and used",
        },
        triggers=(
            TriggerPart(("let it go", "pick your battles"), -3, "Being told to drop it feels like {A} winning again."),
            TriggerPart(("paper trail", "dated record"), 2, "Evidence {first} can point to makes the situation feel less hopeless."),
        ),
    ),
    EventPart(
        key="passed-over", domain="work", ages=(27, 58),
        occupations=("nurse manager", "logistics coordinator", "account manager", "sous chef", "lab technician", "civil engineer"),
        roles=(
            Role(("director", "boss", "line manager"), "gave the promotion to someone newer"),
            Role(("new colleague", "coworker", "new hire"), "got the job {first} was promised"),
        ),
        slots={
            "thing": (("the team lead position", ("team", "lead")), ("the senior post", ("senior", "post")),
                      ("the supervisor job", ("supervisor",)), ("the head of section role", ("section", "head"))),
            "stake": (("the mortgage application", ("mortgage",)), ("the plan to move house", ("move", "house")),
                      ("the family budget", ("budget",)), ("the childcare bill", ("childcare",))),
        },
        numbers={"years": (3, 12)},
        summary=(
            "{first} has worked {years} years at the same firm in {city} and was told {thing} was the next step. On {day} {A}, {pos} {A_rel}, gave it to {B}, who joined eight months ago. {first} was counting on the raise for {stake}.",
            "After {years} years of covering every gap, {first} was passed over for {thing}. {A} chose {B}, {pos} {B_rel} with far less experience, and explained it in a two-line email.",
        ),
        timeline=(
            "{Years} years ago: {first} joins and quickly becomes the one everyone asks.",
            "Last spring: {A} hints that {thing} is {first}'s when it opens.",
            "{day}: the announcement goes out; {B} gets the job.",
            "Since then: {first} is asked to train {B} in the role.",
        ),
        conflict=(
            "{first} feels betrayed but can't afford to walk out, not with {stake} riding on the raise.",
            "{first} doesn't know whether to stay loyal or start looking elsewhere.",
        ),
        attempts=(
            "{first} asked {A} for feedback and got a vague line about 'visibility'.",
            "{first} updated {pos} CV one night and then closed the laptop.",
        ),
        current_state=(
            "{first} is training {B} for the job {first} wanted, and smiling through it.",
            "{first} does the minimum at work now and feels guilty about it.",
        ),
        openers=(
            "They gave {thing} to someone who's been here eight months. Eight months.",
            "I got passed over for promotion. Again. {A} gave the job to {B}.",
            "So I'm now training the person who got my promotion. How's your week?",
        ),
        beats=(
            ("{A} practically promised me {thing} last spring. {A_Sub} said 'it's yours when it opens'.",
             "Last spring my {A_rel} {A} told me to be patient, that {thing} was mine next."),
            ("Then on {day} the email goes out: {B} got it. {B}'s been here eight months.",
             "{B} is nice enough, that's the worst part. {B_Sub} just hasn't done the years."),
            ("When I asked why, {A} said I needed more 'visibility'. I run half the floor!",
             "{A}'s feedback was one word: visibility. I don't even know what that means."),
            ("We were counting on the raise for {stake}. Now I don't know.",
             "The raise was for {stake}. I'd already told my family."),
        ),
        efforts=(
            ("I covered every late shift nobody wanted for two years.", ("late shift",), "covering the late shifts nobody wanted"),
            ("I wrote the training manual the whole team uses.", ("manual",), "writing the team's training manual"),
            ("I sorted out the rota crisis last winter on my own.", ("rota",), "sorting out the rota crisis alone"),
        ),
        incident=("being passed over", ("passed over", "promotion", "visibility")),
        need_slots={
            "goal": "deciding whether to fight for {thing} or move on, without risking {stake}",
            "dilemma": "whether to stay and fight for {thing} or look for a new job",
            "incident": "being passed over for {thing}",
            "other_action": "{A} would promise {thing} to {first} and then give it to {B}",
            "feeling": "overlooked and foolish",
        },
        triggers=(
            TriggerPart(("maybe next time", "your turn will come"), -3, "{first} has heard 'next time' for {years} years."),
            TriggerPart(("years of experience", "you've earned"), 2, "Having the years acknowledged matters to {first}."),
        ),
    ),
    EventPart(
        key="client-blowup", domain="work", ages=(20, 48),
        occupations=("hotel receptionist", "call-centre agent", "retail supervisor", "bank teller", "estate agent", "pharmacy assistant"),
        roles=(
            Role(("manager", "shift supervisor", "store manager"), "sided with the angry customer"),
            Role(("regular customer", "client", "customer"), "shouted at {first} in front of everyone"),
        ),
        slots={
            "thing": (("a refund mix-up", ("refund",)), ("a double-booked room", ("booking", "room")),
                      ("a lost parcel", ("parcel",)), ("a pricing error on the shelf", ("price", "shelf")),
                      ("a delayed payment", ("payment",))),
            "stake": (("the probation review", ("probation",)), ("the rota for next month", ("rota",)),
                      ("the reference for the next job", ("reference",)), ("the overtime {first} needs", ("overtime",))),
        },
        numbers={"minutes": (5, 20)},
        summary=(
            "On {day}, {B}, a {B_rel}, shouted at {first} for {minutes} minutes over {thing} in front of a queue. Instead of backing {first} up, {pos} {A_rel} {A} apologised to {B} and told {first} to 'be more careful' in front of everyone.",
            "{first}, {an_occupation} in {city}, followed the rules on {thing} exactly. {B} exploded anyway, and {A} took {B}'s side in public, then wrote {first} up.",
        ),
        timeline=(
            "{day} morning: {B} arrives angry about {thing}.",
            "{Minutes} minutes later: {B} is shouting; the queue watches.",
            "{A} steps in, apologises to {B} and blames {first}.",
            "{day2}: {first} finds a written warning in {pos} pigeonhole.",
        ),
        conflict=(
            "{first} followed the policy and feels publicly humiliated, but needs the job and {stake}.",
            "{first} wants respect at work but is afraid to make waves before {stake}.",
        ),
        attempts=(
            "{first} asked {A} for a quick word and was told 'not now, we're busy'.",
            "{first} wrote down exactly what happened that night, then hid the note.",
        ),
        current_state=(
            "{first} feels sick before every shift and flinches when the door opens.",
            "{first} has stopped making small talk with the team.",
        ),
        openers=(
            "A {B_rel} screamed at me today and my {A_rel} apologised to them. To them!",
            "I got shouted at over {thing} and then told off for it. Brilliant.",
            "I did everything by the book and still got a warning.",
        ),
        beats=(
            ("{B} came in about {thing} and just started yelling. People in the queue were filming.",
             "It was {thing}, that's all. {B} went red in the face and shouted that I was useless."),
            ("Then {A} walks over and says sorry to {B}. Not to me.",
             "My {A_rel} {A} didn't even ask what happened. {A_Sub} just apologised to {B}."),
            ("I followed the policy to the letter. It's written on the wall behind me.",
             "I literally quoted the policy. It's the rule {A} made us learn."),
            ("And now there's a warning on my file, right before {stake}.",
             "On {day2} I got a written warning. With {stake} coming up, that's a disaster."),
        ),
        efforts=(
            ("I stayed calm the whole time. I didn't raise my voice once.", ("calm",), "staying calm while being shouted at"),
            ("I offered {B} three different solutions.", ("solutions",), "offering three different solutions"),
            ("I even stayed after closing to fix the system error behind it.", ("closing",), "staying after closing to fix the system error"),
        ),
        incident=("the public telling-off", ("shouted", "warning", "policy")),
        need_slots={
            "goal": "answering the written warning without losing {stake}",
            "dilemma": "whether to challenge {A}'s warning or keep {pos} head down",
            "incident": "the scene with {B} and the warning that followed",
            "other_action": "{A} would side with {B} instead of {A_pos} own staff",
            "feeling": "humiliated and unprotected",
        },
        triggers=(
            TriggerPart(("customer is always right",), -4, "That phrase is exactly what {A} said."),
            TriggerPart(("followed the policy", "by the book"), 2, "It confirms {first} did the job properly."),
        ),
    ),
    # ---------------------------------------------------------------------------- study
    EventPart(
        key="thesis-rejected", domain="study", ages=(22, 36),
        occupations=("master's student", "PhD student", "graduate student in chemistry", "history postgraduate", "engineering doctoral candidate"),
        roles=(
            Role(("supervisor", "advisor"), "rejected the work days before the deadline"),
            Role(("lab mate", "flatmate", "classmate"), "has watched the work fall apart"),
        ),
        slots={
            "thing": (("the methods chapter", ("methods", "chapter")), ("the literature review", ("literature", "review")),
                      ("the results chapter", ("results", "chapter")), ("the thesis draft", ("thesis", "draft")),
                      ("the analysis section", ("analysis", "section"))),
            "stake": (("the submission deadline", ("submission", "deadline")), ("the funding extension", ("funding", "extension")),
                      ("the visa renewal that depends on enrolment", ("visa",)), ("the job offer that needs the degree", ("job", "offer"))),
        },
        numbers={"months": (4, 11), "pages": (30, 90)},
        summary=(
            "{first} spent {months} months on {thing}. {A}, {pos} {A_rel}, returned it on {day} covered in red ink and said to 'rethink the whole approach', nine days before {stake}. {B}, {pos} {B_rel}, has watched {first} working through the nights.",
            "{first}, {an_occupation} in {city}, sent {A} {pages} pages of {thing}. The reply was two lines: 'Not there yet. Start again.' {Stake} is close.",
        ),
        timeline=(
            "{month}: {A} approves the plan for {thing}.",
            "{Months} months of work, {pages} pages written.",
            "{day}: {A} sends it back: 'rethink the whole approach'.",
            "Now: nine days left before {stake}.",
        ),
        conflict=(
            "{first} doesn't know whether {A} is right or just careless, and can't afford to lose {stake}.",
            "{first} is torn between rewriting everything and pushing back on {A}.",
        ),
        attempts=(
            "{first} asked {A} for a meeting; the earliest slot is next {day2}.",
            "{first} reread the comments four times and started a new document, then closed it.",
        ),
        current_state=(
            "{first} sits in front of a blank document for hours and eats cereal for dinner.",
            "{first} stopped answering {B}'s messages about how it's going.",
        ),
        openers=(
            "My {A_rel} just binned {months} months of work. Two lines of feedback.",
            "{A} sent back {thing} with 'start again'. Nine days before {stake}.",
            "I think my thesis is dead. Like, actually dead.",
        ),
        beats=(
            ("{A} signed off on the plan in {month}. I have the email.",
             "Back in {month}, {A} said the approach for {thing} was 'solid'. {A_Pos} word."),
            ("I sent {pages} pages. The feedback was two lines. 'Not there yet. Start again.'",
             "The feedback on {thing} was basically red ink and 'rethink the whole approach'."),
            ("{B} keeps finding me in the kitchen at four in the morning. {B_Sub} says I look like a ghost.",
             "My {B_rel} {B} said I should just email {A} and ask what changed. I can't."),
            ("If I miss {stake}, everything after it falls apart too.",
             "And {stake} is in nine days. Nine."),
        ),
        efforts=(
            ("I reran every single experiment twice to be sure.", ("experiment",), "rerunning every experiment twice"),
            ("I taught myself a whole new statistics package for this.", ("statistics",), "learning a new statistics package alone"),
            ("I went through every comment from the last review and fixed all of them.", ("every comment",), "fixing every comment from the last review"),
        ),
        incident=("the rejected work", ("feedback", "start again", "red ink")),
        need_slots={
            "goal": "rescuing {thing} before {stake}",
            "dilemma": "whether to rewrite {thing} as {A} says or defend the original approach",
            "incident": "the rejection of {thing}",
            "other_action": "{A} would approve the plan and then reject the work that followed it",
            "feeling": "stupid and abandoned",
        },
        triggers=(
            TriggerPart(("start from scratch", "start over"), -3, "Starting over is {first}'s worst fear right now."),
            TriggerPart(("signed off", "have the email"), 2, "The earlier approval is proof that {first} is not imagining things."),
        ),
    ),
    EventPart(
        key="group-project", domain="study", ages=(16, 24),
        occupations=("sixth-form student", "first-year nursing student", "business student", "college student", "second-year computing student"),
        roles=(
            Role(("groupmate", "project partner"), "did almost nothing and took equal credit"),
            Role(("tutor", "teacher", "lecturer"), "gave everyone the same mark"),
        ),
        slots={
            "thing": (("the marketing project", ("marketing", "project")), ("the group presentation", ("presentation",)),
                      ("the lab report", ("lab", "report")), ("the app prototype", ("app", "prototype")),
                      ("the history poster", ("poster",))),
            "stake": (("the final grade", ("grade",)), ("the scholarship", ("scholarship",)),
                      ("the university application", ("university", "application")), ("the placement year", ("placement",))),
        },
        numbers={"percent": (60, 90)},
        summary=(
            "{first} did most of {thing} while {A}, {pos} {A_rel}, missed meetings and sent memes. On {day} {B}, the {B_rel}, praised 'the whole team' and gave everyone the same mark, which counts toward {stake}.",
            "Roughly {percent} percent of {thing} was {first}'s work. {A} added one slide the night before and then told {B} {A_sub} had 'led the research'.",
        ),
        timeline=(
            "Week one: the group splits the work; {A} picks the easiest part.",
            "Weeks two to five: {A} misses meetings; {first} covers for {A_obj}.",
            "The night before: {A} adds one slide.",
            "{day}: {B} gives everyone the same mark.",
        ),
        conflict=(
            "{first} wants fairness but doesn't want to look like a snitch.",
            "{first} is torn between complaining to {B} and keeping the peace in the group.",
        ),
        attempts=(
            "{first} messaged {A} about deadlines three times; {A} left them on read.",
            "{first} kept a log of who did what but hasn't shown anyone.",
        ),
        current_state=(
            "{first} can't stop thinking about {stake} and dreads the next group task.",
            "{first} sits at the other end of the room from {A} now.",
        ),
        openers=(
            "I did like {percent} percent of {thing} and {A} gets the same mark. Love that.",
            "Group projects are a scam. {A} did nothing and {B} praised 'the team'.",
            "Is it petty to be this angry about {thing}?",
        ),
        beats=(
            ("{A} picked the easiest bit of {thing} and then didn't even do that.",
             "From the start {A} ghosted every meeting. Every single one."),
            ("I stayed up doing {A_pos} part the night before it was due.",
             "The night before, {A} sent one slide. One. With a typo in the title."),
            ("Then {B} says 'great teamwork, everyone' and gives us all the same mark.",
             "And the {B_rel}, {B}, just said it was 'a lovely team effort'. Same mark for all of us."),
            ("It counts toward {stake}. That's not nothing.",
             "That mark goes into {stake}. And {A} just shrugged."),
        ),
        efforts=(
            ("I made a shared schedule and colour-coded everyone's tasks.", ("schedule",), "making a shared schedule for the group"),
            ("I rewrote the conclusion so it actually made sense.", ("conclusion",), "rewriting the conclusion"),
            ("I presented {A_pos} section for {A_obj} when {A_sub} didn't show up.", ("presented",), "presenting {A}'s section when {A} did not show"),
        ),
        incident=("the unfair shared mark", ("mark", "meeting", "slide")),
        need_slots={
            "goal": "raising the unfair mark with {B} without turning the class against {obj}",
            "dilemma": "whether to report {A} to {B} or let it go for the group's sake",
            "incident": "the shared mark for {thing}",
            "other_action": "{A} would do nothing and then claim to have led the work",
            "feeling": "used and invisible",
        },
        triggers=(
            TriggerPart(("teamwork", "be a team player"), -3, "'Teamwork' is exactly the word that stung."),
            TriggerPart(("kept a log", "who did what"), 2, "{first}'s evidence is being taken seriously."),
        ),
    ),
    EventPart(
        key="exam-panic", domain="study", ages=(16, 26),
        occupations=("A-level student", "first-year law student", "medical student", "engineering student", "nursing student"),
        roles=(
            Role(("mother", "father", "older sister", "older brother"), "said {first} 'just didn't revise enough'"),
            Role(("personal tutor", "exam officer", "teacher"), "said a resit is 'not guaranteed'"),
        ),
        slots={
            "thing": (("the chemistry exam", ("chemistry", "exam")), ("the anatomy finals", ("anatomy", "finals")),
                      ("the maths paper", ("maths", "paper")), ("the contract law exam", ("contract law", "exam")),
                      ("the statistics final", ("statistics", "final"))),
            "stake": (("the place on the course", ("course", "place")), ("the scholarship", ("scholarship",)),
                      ("the offer from the university", ("offer", "university")), ("moving up to the next year", ("next year",))),
        },
        numbers={"minutes": (15, 40)},
        summary=(
            "{Minutes} minutes into {thing}, {first} had a panic attack and left the hall. {Pos} {A_rel} {A} said {first} 'just didn't revise enough', and {B}, the {B_rel}, said a resit was 'not guaranteed', which puts {stake} at risk.",
            "{first} knew the material for {thing} cold, then froze. Hands shaking, page blank, {first} walked out after {minutes} minutes. Now {stake} hangs on a resit that {B} won't promise.",
        ),
        timeline=(
            "{month}: {first} revises for weeks, with colour-coded notes.",
            "{day}: {minutes} minutes into {thing}, panic, and {first} leaves the hall.",
            "That evening: {A} says it's a matter of effort.",
            "{day2}: {B} says a resit is 'not guaranteed'.",
        ),
        conflict=(
            "{first} fears it will happen again, and that {A} is right.",
            "{first} needs to ask for a resit but feels ashamed to explain the panic.",
        ),
        attempts=(
            "{first} filled in half of the special circumstances form and stopped at the box asking 'why'.",
            "{first} tried a breathing app, once, on the bus.",
        ),
        current_state=(
            "{first} can't open the revision notes without {pos} chest tightening.",
            "{first} has avoided {A} at dinner all week.",
        ),
        openers=(
            "I walked out of {thing}. Like, stood up and left. {Minutes} minutes in.",
            "I had a panic attack in {thing} and now {stake} might be gone.",
            "My {A_rel} thinks I'm lazy. I literally couldn't breathe in that exam.",
        ),
        beats=(
            ("I knew {thing} inside out. I looked at question one and my mind just went white.",
             "I'd revised for weeks. Then I sat down and my hands started shaking and the page went blank."),
            ("{A} said I 'just didn't revise enough'. {A_Sub} saw me revising every night!",
             "My {A_rel} {A} said panic is 'an excuse'. That's the word {A_sub} used."),
            ("{B} said a resit is 'not guaranteed'. So that's {stake}, maybe.",
             "I emailed the {B_rel}, {B}, about a resit. The answer was basically 'we'll see'. With {stake} on the line."),
            ("What if it happens again? In the resit? That's all I think about.",
             "I'm scared the panic comes back in every exam now."),
        ),
        efforts=(
            ("I did every past paper from the last six years.", ("past paper",), "doing every past paper from six years"),
            ("I made flashcards for the whole syllabus, hundreds of them.", ("flashcards",), "making hundreds of flashcards"),
            ("I still went in to my next exam two days later, shaking.", ("next exam",), "sitting the next exam two days later anyway"),
        ),
        incident=("the panic attack", ("panic", "resit", "walked out")),
        need_slots={
            "goal": "getting a fair resit and keeping {stake}",
            "dilemma": "whether to ask for a resit now or take a year out",
            "incident": "walking out of {thing}",
            "other_action": "{A} would call a panic attack laziness",
            "feeling": "ashamed and frightened",
        },
        triggers=(
            TriggerPart(("try harder", "just revise more"), -4, "It echoes {A}'s words exactly."),
            TriggerPart(("special circumstances", "not a character flaw"), 2, "Panic being treated as real lets {first} breathe easier."),
        ),
    ),
    # --------------------------------------------------------------------------- family
    EventPart(
        key="parents-house", domain="family", ages=(35, 66),
        occupations=("bus driver", "primary school teacher", "accountant", "electrician", "hairdresser", "social worker"),
        roles=(
            Role(("older brother", "older sister", "younger brother", "younger sister"), "wants to sell their mother's house quickly"),
            Role(("aunt", "uncle", "cousin"), "keeps taking {A}'s side"),
        ),
        slots={
            "thing": (("the family house", ("house",)), ("the old farmhouse", ("farmhouse",)),
                      ("the flat above the shop", ("flat", "shop")), ("the cottage by the lake", ("cottage", "lake"))),
            "stake": (("the sale deadline the estate agent set", ("sale", "agent")), ("the probate hearing", ("probate",)),
                      ("the offer on the table", ("offer",)), ("the valuation next month", ("valuation",))),
        },
        numbers={"months": (3, 10)},
        summary=(
            "{Months} months after their mother's funeral, {first}'s {A_rel} {A} wants to sell {thing} straight away. {first} nursed their mother there for years and wants more time; {B}, {pos} {B_rel}, keeps siding with {A}.",
            "{first} and {A} inherited {thing} together. {A} has already booked an estate agent and calls {first} 'sentimental'; {stake} is close and {B} says {first} is 'holding everyone back'.",
        ),
        timeline=(
            "{month}: their mother dies after a long illness.",
            "Weeks later: {A} brings an estate agent round without asking.",
            "{day}: a family meeting ends in shouting.",
            "Now: {stake} looms, and {B} has taken {A}'s side.",
        ),
        conflict=(
            "{first} isn't ready to let {thing} go, but fears losing {A} over it.",
            "{first} feels the years of care count for nothing in the argument about {thing}.",
        ),
        attempts=(
            "{first} asked {A} for six more months; {A} said the market won't wait.",
            "{first} wrote {A} a long letter and never sent it.",
        ),
        current_state=(
            "{first} drives past {thing} most evenings and doesn't go in.",
            "{first} and {A} only talk through the family group chat now.",
        ),
        openers=(
            "My {A_rel} wants to sell {thing}. Mum's been gone {months} months.",
            "{A} brought an estate agent round to {thing}. Without even asking me.",
            "Family stuff. {A} and I aren't really speaking.",
        ),
        beats=(
            ("I looked after Mum in {thing} for the last four years. Every day.",
             "Mum's things are all still in {thing}. Her glasses are on the kitchen table."),
            ("{A} turned up with an estate agent on {day}. Didn't tell me.",
             "On {day} {A} walked an estate agent through Mum's bedroom. I found out from the neighbour."),
            ("{B} rang me and said I was being selfish. {B}! {B_Sub} barely visited.",
             "My {B_rel} {B} says I'm 'holding everyone back'."),
            ("Now there's {stake} and I feel like I'm losing her twice.",
             "With {stake} coming, it's happening whether I'm ready or not."),
        ),
        efforts=(
            ("I did all the night care for Mum while working full time.", ("night care",), "doing the night care while working full time"),
            ("I sorted out all her paperwork and bills after she died.", ("paperwork",), "sorting out all the paperwork after the death"),
            ("I kept the garden going because she loved it.", ("garden",), "keeping the garden going"),
        ),
        incident=("the sale", ("sell", "estate agent", "mum")),
        need_slots={
            "goal": "getting more time before {thing} is sold without breaking with {A}",
            "dilemma": "whether to agree to sell {thing} now or hold out for more time",
            "incident": "the fight over {thing}",
            "other_action": "{A} would rush to sell {thing} so soon after the funeral",
            "feeling": "erased and grieving",
        },
        triggers=(
            TriggerPart(("just a house", "only bricks"), -4, "{Thing} is where {first} said goodbye to Mum."),
            TriggerPart(("years of care", "looked after her"), 2, "The years of care are finally acknowledged."),
        ),
    ),
    EventPart(
        key="wedding-snub", domain="family", ages=(22, 46),
        occupations=("graphic designer", "paramedic", "barista", "solicitor", "photographer", "teaching assistant"),
        roles=(
            Role(("mother", "father"), "asked {first} to come without {pos} partner"),
            Role(("younger sister", "younger brother", "cousin"), "is the one celebrating"),
        ),
        slots={
            "thing": (("the wedding", ("wedding",)), ("the wedding reception", ("reception",)),
                      ("the engagement dinner", ("engagement", "dinner")), ("the big anniversary party", ("anniversary", "party"))),
            "stake": (("the RSVP deadline", ("rsvp", "deadline")), ("the rehearsal dinner", ("rehearsal",)),
                      ("the seating plan", ("seating", "plan")), ("the family group photo", ("photo",))),
        },
        numbers={"years": (2, 9)},
        summary=(
            "{first}'s {A_rel} {A} asked {obj} to come to {thing} of {pos} {B_rel} {B} alone, without {pos} partner of {years} years. {A} calls it 'keeping the peace with the relatives'; {first} calls it being ashamed of {obj}.",
            "A week before {stake}, {A} phoned {first}: 'It would be easier if you came to {thing} on your own.' {B} stayed silent. {first} has been with {pos} partner for {years} years.",
        ),
        timeline=(
            "{Years} years ago: {first} meets {pos} partner.",
            "{month}: {B} announces {thing}; the invitations go out.",
            "{day}: {A} asks {first} to come alone.",
            "Since: {B} hasn't said a word either way.",
        ),
        conflict=(
            "{first} loves {B} and wants to be at {thing}, but not without {pos} partner.",
            "{first} must choose between showing up alone and staying away.",
        ),
        attempts=(
            "{first} asked {B} directly and got 'please don't make this about you'.",
            "{first} drafted a message to {A} saying they won't come, then saved it.",
        ),
        current_state=(
            "{first} hasn't told {pos} partner the full story.",
            "{first} keeps staring at the unanswered invitation.",
        ),
        openers=(
            "My {A_rel} asked me to come to {thing} alone. Without my partner. After {years} years.",
            "{B}'s having {thing} and apparently my partner isn't welcome.",
            "Can family just... be ashamed of you? Asking for me.",
        ),
        beats=(
            ("{A} said me coming alone to {thing} would be 'easier for the relatives'. Easier for who?",
             "{A} rang on {day}. Very calm. 'Just come on your own, love. For the relatives.'"),
            ("We've been together {years} years. My partner helped {A} move house twice!",
             "My partner drove {A} to every hospital appointment last year. And now this."),
            ("I asked {B} and {B_sub} said 'please don't make my day about you'.",
             "My {B_rel} {B} just went quiet. {B_Sub} hasn't texted since."),
            ("{Stake} is coming up and I still haven't answered.",
             "There's {stake} and I don't know if I'm even going."),
        ),
        efforts=(
            ("I organised a surprise dinner for {B} when the news came.", ("surprise dinner",), "organising a surprise dinner for {B}"),
            ("I lent {B} money for the venue deposit without a second thought.", ("venue",), "lending money for the venue deposit"),
            ("I've kept calm with {A} every time, even this time.", ("kept calm",), "keeping calm with {A} every time"),
        ),
        incident=("being asked to come alone", ("alone", "partner", "relatives")),
        need_slots={
            "goal": "answering {A} and going to {thing} on {pos} own terms",
            "dilemma": "whether to go to {thing} alone or stay away",
            "incident": "{A}'s request to come to {thing} alone",
            "other_action": "{A} would ask {first} to leave {pos} partner out of {thing}",
            "feeling": "rejected and small",
        },
        triggers=(
            TriggerPart(("keep the peace", "for the family's sake"), -4, "'Keeping the peace' is what {A} called it."),
            TriggerPart(("your partner belongs", "deserves to be there"), 2, "Someone sees the partner as family."),
        ),
    ),
    EventPart(
        key="career-disapproval", domain="family", ages=(19, 32),
        occupations=("trainee chef", "apprentice carpenter", "drama student", "tattoo apprentice", "dance teacher", "youth worker"),
        roles=(
            Role(("father", "mother"), "calls {first}'s new path 'a waste'"),
            Role(("older brother", "older sister", "cousin"), "is the family's success story"),
        ),
        slots={
            "thing": (("the catering course", ("catering", "course")), ("the carpentry apprenticeship", ("carpentry", "apprenticeship")),
                      ("the drama school place", ("drama", "school")), ("the dance studio job", ("dance", "studio")),
                      ("the youth work diploma", ("youth", "diploma"))),
            "stake": (("the first term's tuition", ("tuition",)), ("the family Sunday lunch", ("lunch",)),
                      ("the move out of the family home", ("move",)), ("the start date next month", ("start",))),
        },
        numbers={"months": (3, 14)},
        summary=(
            "{first} left a law degree to start {thing}. {Pos} {A_rel} {A} calls it 'throwing your life away' and keeps comparing {obj} to {B}, {pos} {B_rel}, the doctor. {Stake} is coming up.",
            "{first} got a place on {thing} and felt proud for a whole day, until {A} said 'so that's it, you've given up'. {B} has stayed out of it.",
        ),
        timeline=(
            "Last year: {first} quits the law degree after {months} miserable months.",
            "{month}: {first} is accepted onto {thing}.",
            "{day}: at dinner {A} calls it a waste.",
            "Now: {stake}, and {A} won't help.",
        ),
        conflict=(
            "{first} loves the new path but still wants {A}'s respect.",
            "{first} wonders whether to give in and go back, or keep some distance for a while.",
        ),
        attempts=(
            "{first} showed {A} photos of {pos} work; {A} didn't look up from the phone.",
            "{first} asked {B} to talk to {A}; {B} said 'leave me out of it'.",
        ),
        current_state=(
            "{first} skips family meals and feels guilty about it.",
            "{first} works hard at {thing} but tells nobody at home.",
        ),
        openers=(
            "My {A_rel} says I'm throwing my life away. Because of {thing}.",
            "I finally did something I like and {A} called it a waste. At dinner.",
            "Do you ever stop wanting your parents to be proud of you?",
        ),
        beats=(
            ("I quit law after {months} months. I was miserable. Like, crying-in-the-library miserable.",
             "Law was {A}'s dream, not mine. I lasted {months} months."),
            ("Then I got into {thing} and {A} just said 'so you've given up'.",
             "At dinner on {day}, {A} said {thing} was 'a hobby, not a job'. A waste, basically."),
            ("And it's always '{B} this, {B} that'. {B}'s a doctor, so.",
             "My {B_rel} {B} just stares at the table when it happens."),
            ("{Stake} is soon and I'm doing it without any help from home.",
             "With {stake} coming up, I'd just like one person at home to be on my side."),
        ),
        efforts=(
            ("I paid my own way through the first months with night shifts.", ("night shifts",), "paying {pos} own way with night shifts"),
            ("My tutor picked my work for the end-of-term showcase.", ("showcase",), "being picked for the showcase"),
            ("I told {A} the truth to {A_pos} face instead of hiding it.", ("truth",), "telling {A} the truth face to face"),
        ),
        incident=("the family's disapproval", ("waste", "dinner", "law")),
        need_slots={
            "goal": "living with {A}'s disapproval while sticking with {thing}",
            "dilemma": "whether to stick with {thing} or go back to law to keep the peace",
            "incident": "the row about {thing}",
            "other_action": "{A} would call {thing} a waste",
            "feeling": "small and disowned",
        },
        triggers=(
            TriggerPart(("parents know best", "go back to law"), -4, "It is exactly what {A} wants."),
            TriggerPart(("your own path", "brave choice"), 2, "The choice is finally treated as real."),
        ),
    ),
    # -------------------------------------------------------------------------- romance
    EventPart(
        key="secret-messages", domain="romance", ages=(20, 50),
        occupations=("pharmacist", "kitchen porter", "UX researcher", "train conductor", "receptionist", "plumber"),
        roles=(
            Role(("partner", "boyfriend", "girlfriend", "husband", "wife"), "has been messaging an ex in secret"),
            Role(("best friend", "sister", "brother"), "says {first} should leave"),
        ),
        slots={
            "thing": (("the late-night messages", ("messages",)), ("the secret chats with an ex", ("chats",)),
                      ("the deleted call log", ("call log",)), ("the hidden second phone", ("second phone",))),
            "stake": (("the lease on the flat", ("lease", "flat")), ("the holiday they booked", ("holiday",)),
                      ("the joint mortgage", ("mortgage",)), ("moving in together next month", ("moving",))),
        },
        numbers={"years": (1, 12)},
        summary=(
            "After {years} years together, {first} found {thing} between {pos} {A_rel} {A} and an ex. {A} says it's 'just friendship'. {B}, {pos} {B_rel}, says {first} should walk away, and {stake} ties them together.",
            "On {day}, {A}'s phone lit up at midnight and {first} saw {thing}. Since then {A} has been sweet, defensive and evasive in turns.",
        ),
        timeline=(
            "{Years} years ago: {first} and {A} get together.",
            "{month}: {A} starts working late more often.",
            "{day}: {first} sees {thing}.",
            "Since: rows every evening, and {stake} still looming.",
        ),
        conflict=(
            "{first} doesn't know whether to trust {A} again or leave, with {stake} in the middle.",
            "{first} wants the truth but is scared of what it will be.",
        ),
        attempts=(
            "{first} asked {A} to show the whole conversation; {A} showed part of it.",
            "{first} moved into the spare room for a few nights.",
        ),
        current_state=(
            "{first} watches {A}'s face for lies over breakfast.",
            "{first} can't concentrate at work and keeps checking {A}'s online status.",
        ),
        openers=(
            "I found {thing}. Between my {A_rel} and {A_pos} ex.",
            "{A} says it's 'just friendship'. At midnight. Every night.",
            "I think my relationship is over and I don't know if I'm overreacting.",
        ),
        beats=(
            ("It was midnight on {day}. {A_Pos} phone lit up on the pillow. The ex's name.",
             "I wasn't snooping. {A_Pos} phone buzzed on the table and I saw the ex's name."),
            ("{A} says they're 'just friends'. Then why hide {thing}?",
             "When I asked about {thing}, {A} got angry at me for looking. At me."),
            ("My {B_rel} {B} says I should leave tonight. It's not that simple.",
             "{B} keeps sending me flat listings. {B_Sub} never liked {A} anyway."),
            ("And there's {stake}. We can't just undo that.",
             "We've got {stake}. Our whole life is tangled up."),
        ),
        efforts=(
            ("I didn't scream. I asked calmly for the truth.", ("asked calmly",), "asking calmly for the truth"),
            ("I've still been covering our bills and the cooking this whole time.", ("bills",), "covering the bills and the cooking"),
            ("I suggested couples counselling and even found a counsellor.", ("counselling",), "suggesting counselling and finding a counsellor"),
        ),
        incident=("the secret messages", ("ex", "midnight", "just friends")),
        need_slots={
            "goal": "deciding what to do about {A} and {stake}",
            "dilemma": "whether to stay and rebuild trust with {A} or leave",
            "incident": "finding {thing}",
            "other_action": "{A} would keep talking to an ex in secret",
            "feeling": "betrayed and stupid",
        },
        triggers=(
            TriggerPart(("everyone texts their ex", "you're being paranoid"), -4, "It makes {first} feel crazy for noticing."),
            TriggerPart(("trust your gut", "your instincts"), 2, "{first}'s own perception is taken seriously."),
        ),
    ),
    EventPart(
        key="ex-moved-on", domain="romance", ages=(19, 42),
        occupations=("barista", "junior doctor", "delivery driver", "copywriter", "gym instructor", "sales assistant"),
        roles=(
            Role(("ex", "ex-partner", "ex-girlfriend", "ex-boyfriend"), "ended things and is already with someone new"),
            Role(("flatmate", "best friend", "cousin"), "keeps saying 'plenty more fish'"),
        ),
        slots={
            "thing": (("a flat in the old town", ("flat",)), ("a dog called Biscuit", ("biscuit",)),
                      ("a planned trip to Japan", ("japan",)), ("a band", ("band",)), ("an allotment", ("allotment",))),
            "stake": (("the mutual friends' wedding next month", ("wedding",)), ("collecting the last things from the flat", ("things",)),
                      ("the group holiday in the summer", ("holiday",)), ("the office party", ("office party",))),
        },
        numbers={"years": (1, 8), "weeks": (2, 7)},
        summary=(
            "{Weeks} weeks ago {first}'s {A_rel} {A} ended their {years}-year relationship by text. Now {A} is posting photos with someone new, and {first} still has to face {stake}. {B}, {pos} {B_rel}, keeps saying 'plenty more fish'.",
            "{first} and {A} were together {years} years and shared {thing}. {Weeks} weeks after the split, {A} seems happy and {first} can barely get out of bed.",
        ),
        timeline=(
            "{Years} years together, sharing {thing}.",
            "{month}: things go quiet between them.",
            "{Weeks} weeks ago: {A} ends it by text.",
            "{day}: {first} sees photos of {A} with someone new.",
        ),
        conflict=(
            "{first} can't stop checking on {A} and hates that.",
            "{first} wonders whether to cut contact completely, with {stake} ahead.",
        ),
        attempts=(
            "{first} unfollowed {A}, then followed back the same night.",
            "{first} wrote a long message asking why and left it in drafts.",
        ),
        current_state=(
            "{first} rereads old messages and sleeps with the telly on.",
            "{first} goes through the motions at work and cries on the bus home.",
        ),
        openers=(
            "{A} ended it by text. {Years} years, and a text.",
            "My {A_rel} already has someone new. It's been {weeks} weeks.",
            "How are you supposed to get over someone who's obviously fine?",
        ),
        beats=(
            ("{Years} years. And it ended with a text on a {day} afternoon.",
             "The text said 'I think we both know'. I didn't know!"),
            ("We had {thing}. Now I don't know what's mine anymore.",
             "Everything's tangled up in {thing}. I can't even think about it."),
            ("On {day} I saw photos of {A} with someone new. Smiling.",
             "{A} posted photos with someone new. {A_Sub} looks happier than in years."),
            ("My {B_rel} {B} keeps saying plenty more fish. I don't want fish! I want to survive {stake}.",
             "{B} set up a dating app on my phone as a 'surprise'. Meanwhile I have to face {stake}."),
        ),
        efforts=(
            ("I didn't beg or make a scene. I just said okay.", ("scene",), "not making a scene"),
            ("I kept all our shared stuff going during the break-up, every bill.", ("every bill",), "keeping the shared bills going"),
            ("I went to work every single day, even the first one.", ("went to work",), "going to work every day, even the first"),
        ),
        incident=("the breakup by text", ("text", "photos", "someone new")),
        need_slots={
            "goal": "getting through {stake} and cutting contact with {A} properly",
            "dilemma": "whether to ask {A} for closure or go no-contact",
            "incident": "the breakup by text",
            "other_action": "{A} would end {years} years with a text and move on so fast",
            "feeling": "replaceable and hollow",
        },
        triggers=(
            TriggerPart(("plenty more fish", "get back out there"), -4, "It's what {B} keeps saying and it makes {first} feel unheard."),
            TriggerPart(("years together", "that much history"), 2, "The weight of the years is acknowledged."),
        ),
    ),
    EventPart(
        key="move-abroad", domain="romance", ages=(25, 46),
        occupations=("nurse", "secondary school teacher", "electrician", "software tester", "carpenter", "veterinary nurse"),
        roles=(
            Role(("partner", "husband", "wife", "girlfriend", "boyfriend"), "got a dream job offer abroad"),
            Role(("mother", "father", "grandmother"), "has been unwell and needs {first} nearby"),
        ),
        slots={
            "thing": (("the job offer in Singapore", ("singapore",)), ("the research post in Oslo", ("oslo",)),
                      ("the contract in Dubai", ("dubai",)), ("the transfer to Montreal", ("montreal",)),
                      ("the start-up job in Berlin", ("berlin",))),
            "stake": (("the deadline to accept", ("deadline",)), ("the notice period at work", ("notice",)),
                      ("the lease renewal", ("lease",)), ("the visa paperwork", ("visa",))),
        },
        numbers={"years": (2, 12)},
        summary=(
            "{first}'s {A_rel} {A} has been offered {thing} and wants them both to go. {first} has a life in {city}, and {pos} {B_rel} {B} has been unwell. {Stake} is days away.",
            "{A} lit up when {thing} came through. {first} said 'that's amazing' and hasn't slept since, because {B} needs help twice a week and {first} is the only one nearby.",
        ),
        timeline=(
            "{month}: {A} applies for {thing}, 'just to see'.",
            "{day}: the offer comes through.",
            "That night: {first} says it's amazing, and feels sick.",
            "Now: {stake}, and no decision.",
        ),
        conflict=(
            "{first} wants {A} to have the dream but can't leave {B} alone.",
            "{first} is torn between the relationship and the family.",
        ),
        attempts=(
            "{first} looked up jobs abroad at three in the morning.",
            "{first} asked {A} whether a long-distance year could work; {A} went quiet.",
        ),
        current_state=(
            "{first} smiles when {A} talks about the new city and then cries in the shower.",
            "{first} has started avoiding any talk about the future.",
        ),
        openers=(
            "My {A_rel} got {thing}. And I'm supposed to be happy.",
            "{A} wants us to move abroad. And my {B_rel} is ill.",
            "How do you choose between your partner and your family?",
        ),
        beats=(
            ("{A} has wanted something like {thing} forever. {A_Sub} cried when the offer came.",
             "When {thing} came through on {day}, {A} was so happy. I said 'that's amazing'. What else do you say?"),
            ("But my {B_rel} {B} has been ill since spring. I go round twice a week.",
             "{B} had a fall in {month}. I'm the only one nearby who can help."),
            ("{A} says we'll fly back every few months. Have you seen the prices?",
             "{A} keeps sending me photos of flats there. Big windows. I feel sick every time."),
            ("And {stake} is basically now.",
             "We have to decide before {stake}."),
        ),
        efforts=(
            ("I've been doing {B}'s shopping and appointments every week for a year.", ("appointments",), "doing {B}'s shopping and appointments for a year"),
            ("I've never once told {A} not to apply for things.", ("apply",), "never standing in {A}'s way"),
            ("I've researched every option, even long distance.", ("researched",), "researching every option"),
        ),
        incident=("the offer abroad", ("abroad", "offer", "fly")),
        need_slots={
            "goal": "making a fair decision about {thing} with {A} before {stake}",
            "dilemma": "whether to move abroad with {A} or stay near {B}",
            "incident": "the offer of {thing}",
            "other_action": "{A} would push to move abroad knowing {B} is ill",
            "feeling": "torn in half",
        },
        triggers=(
            TriggerPart(("just go", "follow your heart"), -3, "It ignores {B} completely."),
            TriggerPart(("both matter", "not a simple choice"), 2, "Both loyalties are taken seriously."),
        ),
    ),
    # ----------------------------------------------------------------------- friendship
    EventPart(
        key="friend-no-show", domain="friendship", ages=(18, 46),
        occupations=("jewellery maker", "illustrator", "baker", "musician", "pottery teacher", "florist"),
        roles=(
            Role(("best friend", "oldest friend", "closest friend"), "didn't come to {first}'s big day"),
            Role(("flatmate", "colleague", "neighbour"), "saw how hurt {first} was"),
        ),
        slots={
            "thing": (("the first exhibition", ("exhibition",)), ("the launch of the shop", ("launch", "shop")),
                      ("the first gig", ("gig",)), ("the graduation", ("graduation",)), ("the market stall opening", ("stall",))),
            "stake": (("the friend's birthday next week", ("birthday",)), ("the trip they'd planned together", ("trip",)),
                      ("the group dinner on Saturday", ("dinner",)), ("the friend's housewarming", ("housewarming",))),
        },
        numbers={"years": (5, 25)},
        summary=(
            "{first} spent months preparing {thing}. {A}, {pos} {A_rel} of {years} years, promised to come and didn't, then posted photos from a party the same night. {B}, {pos} {B_rel}, saw {first} checking the door all evening.",
            "{A} has been {first}'s {A_rel} for {years} years. On {day}, at {thing}, {A} didn't turn up and sent 'so sorry babe, crazy day' the next morning.",
        ),
        timeline=(
            "{Years} years of friendship.",
            "{month}: {first} invites {A} to {thing}; {A} says 'wouldn't miss it'.",
            "{day}: {A} doesn't come; photos from a party appear.",
            "Next morning: 'so sorry, crazy day'.",
        ),
        conflict=(
            "{first} doesn't know whether to tell {A} how much it hurt, with {stake} coming.",
            "{first} wonders if the friendship has become one-sided.",
        ),
        attempts=(
            "{first} replied 'no worries' and regrets it.",
            "{first} has typed and deleted a message to {A} five times.",
        ),
        current_state=(
            "{first} avoids {A}'s calls and feels guilty for it.",
            "{first} has stopped telling {A} things.",
        ),
        openers=(
            "My {A_rel} didn't come to {thing}. Then posted party photos.",
            "{Years} years of friendship and {A} couldn't show up for one night.",
            "Is it petty to be gutted that a friend didn't come to something?",
        ),
        beats=(
            ("I kept looking at the door all night at {thing}. Every time it opened I thought it was {A}.",
             "I'd saved {A} a spot right at the front of {thing}. It stayed empty."),
            ("Then I saw {A_pos} photos from a party. Same night. Twenty minutes away.",
             "At midnight {A} posted a story from someone's party. Laughing."),
            ("Next morning: 'so sorry babe, crazy day'. That's it.",
             "{A_Pos} apology was one line. 'So sorry.' With a heart emoji."),
            ("{B} said I'm allowed to be upset. But {stake} is coming and I'm supposed to act normal?",
             "My {B_rel} {B} hugged me after. {B} barely knows me and {B_sub} came. Now I'm meant to smile through {stake}."),
        ),
        efforts=(
            ("I went to every single one of {A}'s things for {years} years.", ("every single one",), "showing up for {A} for {years} years"),
            ("I made the whole thing myself, every piece, every poster.", ("poster",), "making every piece and poster alone"),
            ("I still replied kindly, even though I was crushed.", ("replied kindly",), "replying kindly despite being crushed"),
        ),
        incident=("the no-show", ("door", "party", "sorry")),
        need_slots={
            "goal": "telling {A} how much it hurt without losing the friendship",
            "dilemma": "whether to confront {A} or quietly let the friendship fade",
            "incident": "{A} skipping {thing}",
            "other_action": "{A} would skip {thing} for a party after promising to come",
            "feeling": "unimportant and alone",
        },
        triggers=(
            TriggerPart(("people get busy", "not a big thing"), -3, "It shrinks {years} years of showing up."),
            TriggerPart(("showed up for", "you always show up"), 2, "{first}'s loyalty is seen."),
        ),
    ),
    EventPart(
        key="left-out-trip", domain="friendship", ages=(16, 40),
        occupations=("student", "retail assistant", "junior accountant", "chef", "lifeguard", "dental nurse"),
        roles=(
            Role(("friend", "old school friend", "close friend"), "organised the trip and left {first} out"),
            Role(("friend", "school friend", "mate"), "let the trip slip by accident"),
        ),
        slots={
            "thing": (("the group trip to the coast", ("coast",)), ("the festival weekend", ("festival",)),
                      ("the camping trip", ("camping",)), ("the ski trip", ("ski",)), ("the city break", ("city break",))),
            "stake": (("the group chat", ("group chat",)), ("the birthday party everyone will be at", ("birthday",)),
                      ("the reunion next month", ("reunion",)), ("the wedding where they'll all be", ("wedding",))),
        },
        numbers={"years": (3, 15)},
        summary=(
            "{first} found out from {B} that the whole friend group planned {thing} without {obj}. {A}, who organised it, says 'it just sort of happened'. Now the photos are everywhere and {stake} is coming.",
            "For {years} years {first} was part of the same circle. Then {thing} happened without {obj}, arranged by {A} in a separate chat {first} didn't know existed.",
        ),
        timeline=(
            "{Years} years in the same group.",
            "{month}: a second group chat is made without {first}.",
            "{day}: {B} mentions {thing} by accident.",
            "The weekend after: photos everywhere.",
        ),
        conflict=(
            "{first} wants to know why but fears the answer.",
            "{first} is unsure whether to confront {A} or quietly drift away.",
        ),
        attempts=(
            "{first} joked 'thanks for the invite' in the main chat; nobody replied.",
            "{first} asked {B} what happened; {B} said 'ask {A}'.",
        ),
        current_state=(
            "{first} mutes the chat and then checks it constantly.",
            "{first} spends weekends alone pretending to be busy.",
        ),
        openers=(
            "They went on {thing} without me. There's a whole other group chat.",
            "{B} let it slip. {A} planned {thing} and just didn't invite me.",
            "Am I the friend nobody actually wants around?",
        ),
        beats=(
            ("{B} mentioned {thing} by accident. Then went bright red.",
             "It came out on {day}. {B} said 'oh, you weren't... never mind'."),
            ("There's a second group chat. Without me. {A} made it.",
             "{A} organised it all in a separate chat. For weeks. No invite for me."),
            ("The photos are everywhere. Everyone's in matching hats.",
             "I saw the photos. Everyone's there. It looked so fun."),
            ("And {stake} is next. I have to face all of them.",
             "With {stake} coming I have to act like nothing happened."),
        ),
        efforts=(
            ("I've organised most of our birthdays for years.", ("birthdays",), "organising the group's birthdays for years"),
            ("I drove {A} to the airport at five in the morning last year.", ("airport",), "driving {A} to the airport at dawn"),
            ("I didn't make a scene. I just asked {B} quietly.", ("quietly",), "asking quietly instead of making a scene"),
        ),
        incident=("being left out", ("invite", "photos", "second group chat")),
        need_slots={
            "goal": "finding out where {first} stands with the group and what to do next",
            "dilemma": "whether to confront {A} about {thing} or let the group go",
            "incident": "being left out of {thing}",
            "other_action": "{A} would plan {thing} without {obj}",
            "feeling": "unwanted and embarrassed",
        },
        triggers=(
            TriggerPart(("not everything is about you", "maybe it was an accident"), -3, "It makes {first} feel foolish for being hurt."),
            TriggerPart(("deserved an invite", "you were left out"), 2, "The exclusion is named plainly."),
        ),
    ),
    EventPart(
        key="friend-loan", domain="friendship", ages=(22, 58),
        occupations=("mechanic", "nurse", "web developer", "taxi driver", "teacher", "shop owner"),
        roles=(
            Role(("friend", "old friend", "childhood friend"), "borrowed money and stopped replying"),
            Role(("partner", "sister", "brother"), "warned {first} not to lend it"),
        ),
        slots={
            "thing": (("a car repair", ("car repair",)), ("rent arrears", ("rent",)), ("a vet bill", ("vet bill",)),
                      ("a court fine", ("fine",))),
            "stake": (("the car insurance payment", ("insurance",)), ("the family holiday", ("holiday",)),
                      ("the tax bill", ("tax",)), ("the school uniform money", ("uniform",))),
        },
        numbers={"money": (300, 4000), "months": (3, 11)},
        summary=(
            "{Months} months ago {first} lent {A}, {pos} {A_rel}, {money} for {thing}. {A} promised it back in a month, then stopped answering. {B}, {pos} {B_rel}, had warned {obj}, and now {stake} is due.",
            "{first} lent {money} to {A} without a contract because they'd been friends since school. After {months} months of excuses, {A} has gone silent, but posts holiday photos.",
        ),
        timeline=(
            "{Months} months ago: {A} asks for {money}, crying.",
            "A month later: 'next week, promise'.",
            "Since: excuses, then silence.",
            "{day}: {A} posts from a beach.",
        ),
        conflict=(
            "{first} needs the money for {stake} but doesn't want to lose a lifelong friend.",
            "{first} feels stupid and doesn't know whether to push or write it off.",
        ),
        attempts=(
            "{first} sent a friendly reminder; {A} left it on read.",
            "{first} called twice; it rang out.",
        ),
        current_state=(
            "{first} is dipping into savings to cover {stake}.",
            "{first} keeps checking whether {A} has read the last message.",
        ),
        openers=(
            "I lent {A} {money} and now {A_sub} won't answer my messages.",
            "My {A_rel} owes me {money} and just posted beach photos.",
            "I feel so stupid. I lent money to a friend.",
        ),
        beats=(
            ("{A} called me crying. Said it was an emergency. {Thing}. I didn't even think.",
             "It was {money}. {A} said it was for {thing}, just for a month."),
            ("First it was 'next week, promise'. Then 'things are tight'. Then nothing.",
             "For {months} months it's been excuses. Now it's just silence."),
            ("On {day}, {A} posted photos from a beach. A beach!",
             "I saw {A} posting from a restaurant last night. A fancy one."),
            ("My {B_rel} {B} told me not to lend it. I hate that {B_sub} was right. And {stake} is due.",
             "And {stake} is due. My {B_rel} {B} warned me. I actually need that money."),
        ),
        efforts=(
            ("I didn't hesitate. I helped when it counted.", ("helped",), "helping without hesitation when it counted"),
            ("I've been polite in every single message.", ("polite",), "staying polite in every message"),
            ("I covered the gap from my own savings so my family wouldn't go short.", ("savings",), "covering the shortfall from savings"),
        ),
        incident=("the unpaid loan", ("money", "lent", "excuses")),
        need_slots={
            "goal": "getting the money back from {A} before {stake}",
            "dilemma": "whether to push {A} hard for the money or let it go to save the friendship",
            "incident": "the unpaid loan",
            "other_action": "{A} would take the money and go silent",
            "feeling": "used and foolish",
        },
        triggers=(
            TriggerPart(("should have known better", "never lend money"), -4, "{first} already feels stupid enough."),
            TriggerPart(("kind thing to do", "you helped a friend"), 2, "The kindness behind the loan is recognised."),
        ),
    ),
    # --------------------------------------------------------------------------- health
    EventPart(
        key="chronic-diagnosis", domain="health", ages=(23, 60),
        occupations=("office manager", "carpenter", "midwife", "journalist", "bus driver", "school librarian"),
        roles=(
            Role(("manager", "boss"), "keeps calling {first} 'unreliable'"),
            Role(("partner", "mother", "best friend"), "says 'you look fine though'"),
        ),
        slots={
            "thing": (("the lupus diagnosis", ("lupus",)), ("the Crohn's diagnosis", ("crohn's",)),
                      ("rheumatoid arthritis", ("arthritis",)), ("type 1 diabetes", ("diabetes",)),
                      ("the fibromyalgia diagnosis", ("fibromyalgia",))),
            "stake": (("the return-to-work meeting", ("return-to-work",)), ("the sick-pay review", ("sick-pay",)),
                      ("the performance review", ("performance",)), ("the occupational health appointment", ("occupational health",))),
        },
        numbers={"months": (2, 9), "days": (3, 12)},
        summary=(
            "{first} got {thing} {months} months ago after years of being told it was stress. {Pos} {A_rel} {A} now calls {obj} 'unreliable' for missing {days} days, and {B}, {pos} {B_rel}, keeps saying 'you look fine though'. {Stake} is next {day}.",
            "After {thing}, {first}'s life became appointments, new medication and fatigue nobody can see. {A} counts the sick days; {B} means well and says the wrong thing.",
        ),
        timeline=(
            "Years: symptoms brushed off as stress.",
            "{Months} months ago: {thing}.",
            "Since: {days} sick days and new medication.",
            "{day}: {stake}.",
        ),
        conflict=(
            "{first} is grieving the old body and fighting to be believed at work.",
            "{first} wants to keep the job but can't keep pretending to be fine.",
        ),
        attempts=(
            "{first} gave {A} a letter from the specialist; {A} filed it without reading.",
            "{first} tried to explain to {B} with a spoon metaphor and got a laugh.",
        ),
        current_state=(
            "{first} naps in the car at lunchtime and hides the pill box at work.",
            "{first} has stopped making weekend plans in case of a flare.",
        ),
        openers=(
            "I finally got a diagnosis and somehow my life got worse.",
            "My {A_rel} called me 'unreliable' in front of the team. I have {thing}.",
            "'You look fine though.' If I hear that one more time.",
        ),
        beats=(
            ("It took years. Everyone said it was stress. Then {months} months ago, {thing}.",
             "I was relieved at first, honestly, about {thing}. A name for it. Then the relief wore off."),
            ("I've missed {days} days. {A} keeps a spreadsheet. I've seen it.",
             "{A} said in a team meeting that some people are 'unreliable'. Everyone looked at me."),
            ("{B} says 'you look fine though'. I know {B_sub} means well. It still kills me.",
             "My {B_rel} {B} keeps sending me articles about turmeric. 'You look fine though!'"),
            ("{Stake} is on {day}. I don't know what to say in it.",
             "There's {stake} coming and I'm scared they'll push me out."),
        ),
        efforts=(
            ("I've kept working through flares when I could barely stand.", ("flares",), "working through flares"),
            ("I learned everything about the condition and the medication myself.", ("medication",), "learning everything about the condition"),
            ("I set up my own adjusted schedule so the team isn't affected.", ("adjusted schedule",), "setting up an adjusted schedule"),
        ),
        incident=("the sick days at work", ("unreliable", "sick days", "spreadsheet")),
        need_slots={
            "goal": "protecting {pos} job at {stake} while managing {thing}",
            "dilemma": "whether to push for adjustments at work or step back from the job",
            "incident": "being called unreliable over {thing}",
            "other_action": "{A} would treat an illness as unreliability",
            "feeling": "disbelieved and worn down",
        },
        triggers=(
            TriggerPart(("you look fine", "everyone gets tired"), -4, "It erases an illness nobody can see."),
            TriggerPart(("invisible illness", "reasonable adjustments"), 2, "The illness is treated as real."),
        ),
    ),
    EventPart(
        key="injury-recovery", domain="health", ages=(28, 66),
        occupations=("postal worker", "PE teacher", "landscape gardener", "warehouse picker", "dance instructor", "scaffolder"),
        roles=(
            Role(("surgeon", "consultant", "doctor"), "said recovery will take months"),
            Role(("partner", "flatmate", "sister", "brother"), "keeps doing everything for {first}"),
        ),
        slots={
            "thing": (("the knee surgery", ("knee",)), ("the broken ankle", ("ankle",)),
                      ("the slipped disc", ("disc", "back")), ("the shoulder operation", ("shoulder",))),
            "stake": (("the charity half-marathon", ("half-marathon",)), ("the hiking trip with old friends", ("hiking",)),
                      ("going back to work", ("back to work",)), ("the summer league season", ("league",))),
        },
        numbers={"weeks": (6, 16)},
        summary=(
            "After {thing}, {first} was told by {A}, the {A_rel}, that recovery will take {weeks} weeks, ruling out {stake}. {first}, who has never sat still, now needs help getting dressed, and {B}, {pos} {B_rel}, hovers.",
            "{first} was the one who ran every morning and fixed everyone's shelves. Since {thing}, {pos} days are the sofa, the physio sheet and {B} asking if {first} needs anything.",
        ),
        timeline=(
            "{month}: the fall.",
            "{day}: {thing}.",
            "After: {A} says {weeks} weeks, at least.",
            "Now: {stake} is off.",
        ),
        conflict=(
            "{first} feels useless and hates needing help.",
            "{first} is angry at {pos} body and takes it out on {B}.",
        ),
        attempts=(
            "{first} tried to go back to normal too early and set the recovery back.",
            "{first} does the physio sheet twice a day, grimly.",
        ),
        current_state=(
            "{first} watches the street from the window and snaps when {B} offers tea.",
            "{first} has started sleeping in the afternoons out of boredom.",
        ),
        openers=(
            "{Weeks} weeks. The {A_rel} said {weeks} weeks, minimum.",
            "I can't even put my own socks on after {thing}.",
            "I'm going mad stuck on this sofa.",
        ),
        beats=(
            ("I've never sat still in my life. Now {B} has to help me get dressed.",
             "My {B_rel} {B} cut up my dinner yesterday. Cut it up! Like I'm five."),
            ("{A} said {weeks} weeks at least for {thing}. {A_Sub} said it like it was nothing.",
             "The {A_rel}, {A}, looked at the scan after {thing} and said 'no running this year'."),
            ("So {stake} is gone. I'd trained since {month}.",
             "I had to cancel {stake}. I'd been looking forward to it all year."),
            ("I snapped at {B} this morning. Over tea. I'm turning into someone horrible.",
             "I feel like a burden on this sofa. {B} is exhausted and pretending not to be."),
        ),
        efforts=(
            ("I've done every physio exercise, twice a day, even when it hurt.", ("physio",), "doing every physio exercise twice a day"),
            ("I raised money for the charity before I got hurt.", ("raised money",), "raising money for charity"),
            ("I still walk to the end of the road and back every day, on crutches.", ("crutches",), "walking on crutches every day"),
        ),
        incident=("the long recovery", ("sofa", "scan", "dressed")),
        need_slots={
            "goal": "getting through the {weeks} weeks without losing {pos} mind",
            "dilemma": "whether to push the recovery harder or accept the slow pace",
            "incident": "the recovery from {thing}",
            "other_action": "{B} would do everything for {first} as if {first} were helpless",
            "feeling": "useless and caged",
        },
        triggers=(
            TriggerPart(("just rest", "enjoy the time off"), -3, "Rest is the thing {first} can't stand right now."),
            TriggerPart(("so active", "not used to sitting still"), 2, "Someone sees who {first} was before."),
        ),
    ),
    EventPart(
        key="dismissed-symptoms", domain="health", ages=(19, 56),
        occupations=("student", "project manager", "hairdresser", "social worker", "chef", "call-centre team leader"),
        roles=(
            Role(("GP", "doctor"), "dismissed {first}'s symptoms as anxiety"),
            Role(("mother", "father", "partner"), "thinks {first} is overreacting"),
        ),
        slots={
            "thing": (("the chest pains", ("chest",)), ("the constant dizziness", ("dizziness",)),
                      ("the migraines", ("migraines",)), ("the stomach pain", ("stomach",)),
                      ("the numbness in one hand", ("numbness",))),
            "stake": (("the specialist waiting list", ("specialist",)), ("the second opinion appointment", ("second opinion",)),
                      ("the blood test", ("blood test",)), ("the scan next month", ("scan",))),
        },
        numbers={"months": (3, 14), "visits": (3, 7)},
        summary=(
            "For {months} months {first} has had {thing}. {A}, {pos} {A_rel}, has seen {obj} {visits} times and keeps saying 'it's probably anxiety'. {B}, {pos} {B_rel}, agrees. {first} is waiting on {stake}.",
            "{first} keeps a diary of {thing}: dates, times, severity. {A} barely looked at it and prescribed breathing exercises. {Stake} feels like the last chance to be taken seriously.",
        ),
        timeline=(
            "{Months} months ago: {thing} starts.",
            "{Visits} visits: 'probably anxiety'.",
            "{day}: {first} brings a symptom diary; {A} doesn't read it.",
            "Now: waiting on {stake}.",
        ),
        conflict=(
            "{first} is scared something is really wrong and even more scared of not being believed.",
            "{first} has started doubting {pos} own body.",
        ),
        attempts=(
            "{first} asked {A} for a referral and was told to 'try yoga'.",
            "{first} paid for a private blood test and is waiting.",
        ),
        current_state=(
            "{first} googles symptoms at night and feels foolish.",
            "{first} goes to work with {thing} and says nothing.",
        ),
        openers=(
            "I've had {thing} for {months} months and my {A_rel} says it's anxiety. Again.",
            "I've seen the {A_rel} {visits} times about {thing}. Breathing exercises. That's the plan.",
            "Am I crazy? Like, genuinely? Because everyone thinks I am.",
        ),
        beats=(
            ("It started in {month}. It's not in my head. It wakes me up at night.",
             "I keep a diary of {thing}. Times, dates, how bad. Pages of it."),
            ("{A} didn't even look at the diary. {A_Sub} just said 'anxiety' and typed something.",
             "Last visit {A} said 'you're young, it's anxiety'. {Visits} visits now."),
            ("My {B_rel} {B} thinks I'm being dramatic.",
             "{B} rolls {B_pos} eyes when I mention it now."),
            ("Now I'm waiting on {stake}. It feels like my last chance.",
             "And {stake} feels like forever away."),
        ),
        efforts=(
            ("I've kept a detailed symptom diary for {months} months.", ("symptom diary",), "keeping a detailed symptom diary"),
            ("I kept going back, even when I felt stupid asking.", ("kept going back",), "going back again and again to be heard"),
            ("I paid for a private test myself to get answers.", ("private test",), "paying for a private test"),
        ),
        incident=("being dismissed", ("anxiety", "diary", "visits")),
        need_slots={
            "goal": "getting {thing} taken seriously before {stake}",
            "dilemma": "whether to push {A} harder or accept it might be anxiety",
            "incident": "being dismissed about {thing}",
            "other_action": "{A} would keep calling {thing} anxiety",
            "feeling": "disbelieved and scared",
        },
        triggers=(
            TriggerPart(("probably stress", "just anxiety"), -4, "It's exactly what {A} keeps saying."),
            TriggerPart(("you know your body", "keep pushing"), 2, "{first}'s own sense of the body is trusted."),
        ),
    ),
    # ---------------------------------------------------------------------------- money
    EventPart(
        key="hidden-debt", domain="money", ages=(24, 56),
        occupations=("nail technician", "site manager", "office administrator", "chef", "HR assistant", "taxi driver"),
        roles=(
            Role(("partner", "husband", "wife"), "doesn't know about the debt"),
            Role(("debt adviser", "bank adviser", "friend"), "told {first} to come clean"),
        ),
        slots={
            "thing": (("credit card debt", ("credit card",)), ("buy-now-pay-later balances", ("balances",)),
                      ("a maxed-out overdraft", ("overdraft",)), ("payday loans", ("payday",))),
            "stake": (("the mortgage application", ("mortgage",)), ("the wedding fund", ("wedding",)),
                      ("the joint account review", ("joint account",)), ("the family holiday payment", ("holiday",))),
        },
        numbers={"money": (2000, 19000)},
        summary=(
            "{first} has hidden {money} of {thing} from {pos} {A_rel} {A}. It started small, with one bad month, and grew. {B}, {pos} {B_rel}, says {first} must tell {A} before {stake}.",
            "{first} hides the post, pays the minimum on {thing} and lies awake. The total is {money}. {A} thinks the savings are fine; {stake} will show they aren't.",
        ),
        timeline=(
            "Two years ago: a bad month, one card.",
            "Since: more borrowing, {thing}, the minimum each month.",
            "{day}: a letter arrives and {first} hides it.",
            "Soon: {stake}.",
        ),
        conflict=(
            "{first} is terrified that telling {A} will end the relationship, and that not telling will too.",
            "{first} carries the shame alone.",
        ),
        attempts=(
            "{first} made a spreadsheet of every balance, then couldn't look at it.",
            "{first} called {B} and cried for an hour.",
        ),
        current_state=(
            "{first} runs to the post before {A} sees it.",
            "{first} feels sick every time {A} mentions {stake}.",
        ),
        openers=(
            "I owe {money} and my {A_rel} has no idea.",
            "I've been hiding the post from {A}. For months. Debt letters.",
            "I think I've ruined everything and nobody knows yet.",
        ),
        beats=(
            ("It started with one bad month. Then I just kept moving the {thing} around. The debt grew.",
             "It was the car, then Christmas, then the car again. The {thing} just grew, and the debt with it."),
            ("It's {money} now. I did the sum last night.",
             "I hide the letters in my gym bag. That's where I am."),
            ("{A} keeps talking about {stake}. I nod and feel sick.",
             "On {day} {A} said 'we're so lucky we've got savings for {stake}'. I had to leave the room."),
            ("{B} says I have to tell {A}. I know. I know!",
             "My {B_rel} {B} offered to sit with me while I tell {A}."),
        ),
        efforts=(
            ("I've never missed a minimum payment, not once.", ("minimum payment",), "never missing a payment"),
            ("I picked up weekend shifts to pay it down.", ("weekend shifts",), "taking on weekend shifts to pay it down"),
            ("I cut up two of the cards myself last week.", ("cut up",), "cutting up two cards"),
        ),
        incident=("the hidden debt", ("debt", "letters", "savings")),
        need_slots={
            "goal": "telling {A} about the debt and making a repayment plan",
            "dilemma": "whether to tell {A} now or clear some of the debt first",
            "incident": "hiding {thing}",
            "other_action": "{A} never asked about money even when the signs were there",
            "feeling": "ashamed and trapped",
        },
        triggers=(
            TriggerPart(("how could you", "irresponsible"), -4, "It is {first}'s worst fear about what {A} will say."),
            TriggerPart(("lots of people", "not a bad person"), 2, "Hearing that debt doesn't make {obj} a bad person helps."),
        ),
    ),
    EventPart(
        key="investment-scam", domain="money", ages=(30, 78),
        occupations=("retired teacher", "pharmacist", "farmer", "shopkeeper", "engineer", "retired nurse"),
        roles=(
            Role(("son", "daughter", "nephew", "niece"), "said {first} should have known better"),
            Role(("bank fraud officer", "bank adviser", "police officer"), "says the money is likely gone"),
        ),
        slots={
            "thing": (("a crypto scheme", ("crypto",)), ("a fake investment firm", ("investment",)),
                      ("a romance scammer", ("scammer",)), ("a phone scam posing as the bank", ("phone scam",))),
            "stake": (("the retirement pot", ("retirement",)), ("the house deposit", ("deposit",)),
                      ("the grandchildren's fund", ("grandchildren",)), ("the emergency fund", ("emergency",))),
        },
        numbers={"money": (3000, 48000)},
        summary=(
            "{first} lost {money} to {thing}, most of {stake}. {Pos} {A_rel} {A} said 'how could you fall for that', and {B}, the {B_rel}, says the money is probably gone.",
            "It looked professional: a website, a friendly adviser, returns on a dashboard. Then {thing} vanished with {money}. {first} hasn't told anyone but {A}, and regrets even that.",
        ),
        timeline=(
            "{month}: a friendly call about a great opportunity.",
            "Weeks: small deposits, a dashboard that shows profits.",
            "{day}: withdrawals blocked, the website gone.",
            "Since: calls with {B}; little hope.",
        ),
        conflict=(
            "{first} feels stupid and ashamed, and {A}'s words made it worse.",
            "{first} wonders whether to speak publicly about it or keep it quiet.",
        ),
        attempts=(
            "{first} reported it to the bank and the police.",
            "{first} spent nights reading forums of other victims.",
        ),
        current_state=(
            "{first} double-checks every phone call and won't answer unknown numbers.",
            "{first} can't look at the banking app.",
        ),
        openers=(
            "I lost {money}. To {thing}. I actually fell for it.",
            "My {A_rel} thinks I'm an idiot for falling for a scam. Maybe I am.",
            "I can't believe I'm one of those people you read about.",
        ),
        beats=(
            ("{Thing}. It looked so real. A website, a dashboard, a nice man who called every {day}.",
             "They were so patient with me. That's the thing about {thing}. So patient."),
            ("Then the withdrawals stopped working and the website vanished.",
             "On {day} I tried to take some out and the whole account was gone."),
            ("{A} said 'how could you fall for that'. {A_Sub} didn't even ask if I was okay.",
             "My {A_rel} {A} lectured me for an hour. Then went home."),
            ("{B} at the bank says it's probably gone. {Stake}. Gone.",
             "It was {stake}, that money. {B} at the bank says it's probably gone. All of it, nearly."),
        ),
        efforts=(
            ("I reported it the same day I realised.", ("reported",), "reporting it the same day"),
            ("I warned my whole street so nobody else gets caught.", ("warned",), "warning the neighbours"),
            ("I've gathered every email and receipt for the police.", ("receipt",), "gathering every email and receipt"),
        ),
        incident=("the scam", ("scam", "website", "withdrawals")),
        need_slots={
            "goal": "doing everything possible to recover the money and protect what's left of {stake}",
            "dilemma": "whether to go public about the scam or keep it private",
            "incident": "losing {money} to {thing}",
            "other_action": "{A} would respond with blame instead of support",
            "feeling": "foolish and violated",
        },
        triggers=(
            TriggerPart(("how could you", "should have known"), -4, "It repeats {A}'s blame."),
            TriggerPart(("professional criminals", "clever scams"), 2, "It takes the shame off {first}."),
        ),
    ),
    EventPart(
        key="shop-closing", domain="money", ages=(28, 62),
        occupations=("owner of {thing}", "founder of {thing}"),
        roles=(
            Role(("landlord",), "is raising the rent on the shop"),
            Role(("business partner", "partner", "accountant"), "wants to close now"),
        ),
        slots={
            "thing": (("the corner café", ("café",)), ("the little bakery", ("bakery",)), ("the bookshop", ("bookshop",)),
                      ("the bike repair shop", ("bike",)), ("the record shop", ("record shop",))),
            "stake": (("the lease renewal", ("lease",)), ("the loan repayment", ("loan",)),
                      ("the payroll at the end of the month", ("payroll",)), ("the big supplier bill", ("supplier",))),
        },
        numbers={"years": (4, 20), "money": (800, 3500)},
        summary=(
            "{first} has run {thing} in {city} for {years} years. {A}, the {A_rel}, is raising the rent by {money} a month, and {B}, {pos} {B_rel}, wants to close before {stake}.",
            "{Thing} was {first}'s dream: {years} years of early mornings and regulars who know each other's names. Now the numbers don't work, {A} won't negotiate, and {B} says it's over.",
        ),
        timeline=(
            "{Years} years ago: {first} opens {thing}.",
            "{month}: the letter from {A}: rent up {money} a month.",
            "{day}: {B} says they should close.",
            "Soon: {stake}.",
        ),
        conflict=(
            "{first} can't imagine life without {thing} but can't see how to make it pay.",
            "{first} fears letting the staff and the regulars down.",
        ),
        attempts=(
            "{first} asked {A} for a phased increase; {A} said no.",
            "{first} ran the numbers every night for a week.",
        ),
        current_state=(
            "{first} still opens at six every morning, smiling at regulars, and cries in the stockroom.",
            "{first} hasn't told the staff yet.",
        ),
        openers=(
            "I think I have to close {thing}. {Years} years.",
            "{A} is putting the rent up {money} a month. I can't do it.",
            "Everyone keeps saying 'follow your dreams'. Mine's going bust.",
        ),
        beats=(
            ("I opened {thing} {years} years ago with everything I had.",
             "{Thing} is where the regulars meet. Old Mr Haddad has had the same table every morning for years."),
            ("Then {A}'s letter came. Rent up {money} a month. Just like that.",
             "{A}, the {A_rel}, won't even meet me about the rent. Just letters."),
            ("My {B_rel} {B} wants to shut it down now, before {stake}.",
             "{B} showed me the spreadsheet on {day}. Red everywhere. 'We should close.'"),
            ("I haven't told the staff. They've got families.",
             "And {stake} is coming. I can't pretend much longer."),
        ),
        efforts=(
            ("I've opened at six every morning for {years} years.", ("six every morning",), "opening at six every morning for {years} years"),
            ("I kept all the staff on through the worst winter we ever had.", ("kept all the staff",), "keeping all the staff on through the hard times"),
            ("I started a community notice board that half the street uses.", ("notice board",), "starting a community notice board"),
        ),
        incident=("the rent rise", ("rent", "letter", "close")),
        need_slots={
            "goal": "finding a way to keep {thing} open, or closing it well",
            "dilemma": "whether to fight for {thing} or close on {pos} own terms",
            "incident": "the rent rise and {B}'s push to close",
            "other_action": "{A} would raise the rent that much on a small business",
            "feeling": "defeated and ashamed",
        },
        triggers=(
            TriggerPart(("just a business", "only a shop"), -4, "{Thing} is {years} years of {first}'s life."),
            TriggerPart(("the regulars", "community you built"), 2, "What {first} built is seen."),
        ),
    ),
    # -------------------------------------------------------------------------- housing
    EventPart(
        key="deposit-withheld", domain="housing", ages=(20, 42),
        occupations=("junior architect", "teacher", "waiter", "lab assistant", "bus driver", "graduate trainee"),
        roles=(
            Role(("landlord", "letting agent"), "is keeping the deposit"),
            Role(("old flatmate", "partner", "friend"), "moved out too and has given up"),
        ),
        slots={
            "thing": (("the deposit on the old flat", ("deposit", "old flat")), ("the bond on the apartment", ("bond",)),
                      ("the deposit for the shared house", ("deposit", "shared house"))),
            "stake": (("the deposit for the new place", ("new place",)), ("the moving van", ("van",)),
                      ("the first month's rent", ("first month",)), ("the dispute deadline", ("dispute",))),
        },
        numbers={"money": (600, 2400), "days": (10, 40)},
        summary=(
            "{first} left the flat spotless, with photos, but {A}, the {A_rel}, is keeping all {money} of {thing} for 'cleaning and damage'. {first} needs the money for {stake}; {B}, {pos} {B_rel}, has given up.",
            "It's been {days} days since {first} moved out. {A} won't return {thing} and now claims the carpet was ruined. {first} has photos that say otherwise.",
        ),
        timeline=(
            "Move-out day: {first} cleans for two days and photographs every room.",
            "A week later: {A} claims damage.",
            "{day}: a bill for {money} arrives.",
            "Now: {days} days, no refund, {stake} due.",
        ),
        conflict=(
            "{first} knows the rules are on {pos} side but dreads the fight.",
            "{first} needs the money and is too tired to fight alone.",
        ),
        attempts=(
            "{first} emailed photos; {A} replied 'noted'.",
            "{first} read the tenancy rules until two in the morning.",
        ),
        current_state=(
            "{first} borrowed from a parent to cover {stake} and hates it.",
            "{first} checks email for {A}'s reply every hour.",
        ),
        openers=(
            "My {A_rel} is keeping my whole deposit. {Money}. I left the place spotless.",
            "{A} says the carpet's ruined. I have photos of that carpet!",
            "I cleaned for two days and I'm still getting ripped off.",
        ),
        beats=(
            ("I cleaned for two days straight. I have photos of every room.",
             "I even had the carpet professionally cleaned. I have the receipt. And photos."),
            ("Then {A} sends a bill for {money}. 'Cleaning and damage'. Out of {thing}.",
             "{A} says there's 'wear beyond reasonable' on the carpet, so {A_sub}'s keeping {thing}. Which wear? Where?"),
            ("My {B_rel} {B} says just let it go, it's not worth the stress.",
             "{B} moved out with me and {B_sub}'s already given up on the deposit."),
            ("I need that money for {stake}. It's not optional.",
             "It's been {days} days. And {stake} isn't going to wait."),
        ),
        efforts=(
            ("I photographed every room, every wall, on move-out day.", ("photographed",), "photographing every room on move-out day"),
            ("I paid rent on time every month for years.", ("on time",), "paying rent on time for years"),
            ("I looked up the deposit protection rules myself.", ("protection",), "looking up the deposit protection rules"),
        ),
        incident=("the withheld deposit", ("carpet", "photos", "bill")),
        need_slots={
            "goal": "getting {thing} back from {A} in time for {stake}",
            "dilemma": "whether to take {A} to the dispute service or settle for part of it",
            "incident": "the withheld deposit",
            "other_action": "{A} would keep a deposit after such a clean move-out",
            "feeling": "cheated and powerless",
        },
        triggers=(
            TriggerPart(("not worth the stress", "just let it go"), -3, "It's what {B} says and it feels like giving up."),
            TriggerPart(("dispute service", "deposit protection"), 2, "A real route to the money gives {first} hope."),
        ),
    ),
    EventPart(
        key="mould-repairs", domain="housing", ages=(22, 62),
        occupations=("care worker", "security guard", "shop assistant", "student nurse", "cleaner", "delivery driver"),
        roles=(
            Role(("landlord", "housing officer", "property manager"), "keeps ignoring repair requests"),
            Role(("son", "daughter", "partner"), "keeps getting ill"),
        ),
        slots={
            "thing": (("the black mould in the bedroom", ("mould",)), ("the leaking roof", ("roof",)),
                      ("the broken boiler", ("boiler",)), ("the damp in the kitchen", ("damp",))),
            "stake": (("the council inspection", ("inspection",)), ("the coming winter", ("winter",)),
                      ("the next doctor's appointment", ("doctor",)), ("the renewal of the tenancy", ("tenancy",))),
        },
        numbers={"requests": (4, 11), "months": (2, 9)},
        summary=(
            "{first} has reported {thing} {requests} times in {months} months. {A}, the {A_rel}, sends someone to paint over it and nothing changes. {B}, {pos} {B_rel}, keeps getting chest infections, and {stake} is close.",
            "{first} lives in {city} in a flat with {thing}. After {requests} complaints, {A} says {first} should 'open a window more'.",
        ),
        timeline=(
            "{Months} months ago: {thing} appears.",
            "Since: {requests} reports, one visit, a coat of paint.",
            "{day}: {B} is ill again.",
            "Soon: {stake}.",
        ),
        conflict=(
            "{first} is afraid complaining harder will get them evicted.",
            "{first} feels guilty for keeping {B} in the flat but can't afford to move.",
        ),
        attempts=(
            "{first} sent photos with dates; {A} said 'we'll look into it'.",
            "{first} bought a dehumidifier with the grocery money.",
        ),
        current_state=(
            "{first} scrubs the walls every weekend and it comes back.",
            "{first} sleeps on the sofa so {B} can have the driest room.",
        ),
        openers=(
            "I've reported {thing} {requests} times. {Requests}!",
            "My {A_rel} told me to open a window. For {thing}.",
            "My {B_rel} is sick again and I know it's the flat.",
        ),
        beats=(
            ("It started {months} months ago with {thing}. Now there's mould creeping up the wall.",
             "You can smell the damp when you open the door. It's on the clothes. All from {thing}."),
            ("{A} sent someone who just painted over it. It came back in a week.",
             "{A} says 'ventilation'. I have the windows open in the rain!"),
            ("My {B_rel} {B} has had two chest infections since {month}.",
             "{B} coughs all night. I lie there listening."),
            ("And {stake} is coming. If I push, will they just not renew?",
             "I'm scared of {stake}. What if they just kick us out?"),
        ),
        efforts=(
            ("I've kept a dated log and photos of every report.", ("dated log",), "keeping a dated log of every report"),
            ("I bought a dehumidifier out of the food money.", ("dehumidifier",), "buying a dehumidifier out of the food money"),
            ("I scrub the walls every single weekend.", ("scrub",), "scrubbing the walls every weekend"),
        ),
        incident=("the ignored repairs", ("painted", "reported", "ventilation")),
        need_slots={
            "goal": "forcing {A} to fix {thing} without risking the tenancy",
            "dilemma": "whether to escalate the complaint or look for another place",
            "incident": "the ignored repairs",
            "other_action": "{A} would keep ignoring {thing} with {B} ill",
            "feeling": "helpless and guilty",
        },
        triggers=(
            TriggerPart(("open a window", "ventilate more"), -4, "It is {A}'s brush-off, word for word."),
            TriggerPart(("your rights", "environmental health"), 2, "A real lever against {A} gives {first} hope."),
        ),
    ),
    EventPart(
        key="housemate-bills", domain="housing", ages=(19, 36),
        occupations=("trainee accountant", "bartender", "PhD student", "junior developer", "nurse", "barber"),
        roles=(
            Role(("housemate", "flatmate"), "doesn't pay bills and leaves mess"),
            Role(("housemate", "flatmate", "landlady"), "refuses to take sides"),
        ),
        slots={
            "thing": (("the energy bill", ("energy",)), ("the internet bill", ("internet",)),
                      ("the cleaning rota", ("cleaning rota",)), ("the grocery kitty", ("kitty",))),
            "stake": (("the contract renewal", ("contract",)), ("the house meeting on Sunday", ("house meeting",)),
                      ("the final bill when the lease ends", ("final bill",)), ("the exam period", ("exams",))),
        },
        numbers={"money": (90, 600), "weeks": (3, 10)},
        summary=(
            "{first} shares a house in {city} with {A} and {B}. {A} owes {money} on {thing}, leaves dishes for days, and laughs it off. {B}, {pos} {B_rel}, refuses to take sides; {stake} is coming up.",
            "For {weeks} weeks {first} has covered {A}'s share of {thing} and done all the cleaning. When {first} raised it, {A} called {obj} 'uptight'.",
        ),
        timeline=(
            "{month}: they move in together.",
            "{Weeks} weeks ago: {A} stops paying {A_pos} share of {thing}.",
            "{day}: {first} raises it; {A} calls {obj} uptight.",
            "Now: {stake}.",
        ),
        conflict=(
            "{first} wants fairness without turning home into a war zone.",
            "{first} fears being the 'difficult' housemate.",
        ),
        attempts=(
            "{first} made a spreadsheet of who owes what and shared it; {A} reacted with a laughing emoji.",
            "{first} left a polite note on the fridge.",
        ),
        current_state=(
            "{first} eats in {pos} room to avoid the kitchen.",
            "{first} feels like a guest in {pos} own home.",
        ),
        openers=(
            "My {A_rel} owes me {money} and called me uptight for asking.",
            "I'm so done with {A}. Dishes, bills, everything.",
            "Is it normal to hate going home?",
        ),
        beats=(
            ("{A} hasn't paid {A_pos} share of {thing} for {weeks} weeks. That's {money}.",
             "I've been covering {thing} for {A}. {Money} so far."),
            ("The dishes sit there for days. Days. With stuff growing.",
             "I came home on {day} and there was a pan in the sink from last week. Dishes everywhere."),
            ("When I brought it up, {A} called me uptight and laughed.",
             "{A} said 'chill, it's just money'. Just money! Called me uptight."),
            ("{B} says {B_sub} doesn't want to get involved, even with {stake} coming. Great.",
             "My {B_rel} {B} just goes to {B_pos} room when it kicks off. And {stake} is coming."),
        ),
        efforts=(
            ("I set up a fair spreadsheet so nobody has to argue.", ("spreadsheet",), "setting up a fair spreadsheet"),
            ("I've done everyone's cleaning for weeks.", ("cleaning",), "doing everyone's cleaning"),
            ("I raised it calmly, once, face to face.", ("calmly",), "raising it calmly face to face"),
        ),
        incident=("the unpaid share", ("owes", "dishes", "uptight")),
        need_slots={
            "goal": "getting {A} to pay up and share the chores without a war",
            "dilemma": "whether to confront {A} at {stake} or move out",
            "incident": "the fight over {thing}",
            "other_action": "{A} would laugh off owing {money}",
            "feeling": "taken for granted and tense",
        },
        triggers=(
            TriggerPart(("just money", "chill out"), -4, "It's {A}'s dismissal exactly."),
            TriggerPart(("fair share", "reasonable to ask"), 2, "Asking for fairness is called reasonable."),
        ),
    ),
    # ----------------------------------------------------------------------- neighbours
    EventPart(
        key="noise-upstairs", domain="neighbours", ages=(25, 64),
        occupations=("night-shift nurse", "translator", "radio producer", "baker", "writer", "air traffic controller"),
        roles=(
            Role(("upstairs neighbour", "neighbour"), "makes noise every night"),
            Role(("building manager", "caretaker", "council officer"), "says there's nothing to be done"),
        ),
        slots={
            "thing": (("the music at night", ("music",)), ("the stomping at three in the morning", ("stomping",)),
                      ("the parties every weekend", ("parties",)), ("the dog barking all night", ("barking",))),
            "stake": (("the night shifts next week", ("night shifts",)), ("the big deadline at work", ("deadline",)),
                      ("the mediation meeting", ("mediation",)), ("the exam {first} is sitting", ("exam",))),
        },
        numbers={"weeks": (3, 16)},
        summary=(
            "For {weeks} weeks {A}, {pos} {A_rel}, has kept {first} awake with {thing}. {B}, the {B_rel}, shrugs. {first} works long hours and {stake} is close.",
            "{first} loved the flat in {city} until {A} moved in above. {Thing} goes on past two most nights, and {B} says 'try talking to them'.",
        ),
        timeline=(
            "{Weeks} weeks ago: {A} moves in upstairs.",
            "Since: {thing}, most nights.",
            "{day}: {first} knocks; {A} slams the door.",
            "{day2}: {B} says 'nothing we can do'.",
        ),
        conflict=(
            "{first} is exhausted and afraid of making an enemy next door.",
            "{first} swings between rage and guilt for being 'that neighbour'.",
        ),
        attempts=(
            "{first} knocked politely once and left a note once.",
            "{first} started a noise diary on the phone.",
        ),
        current_state=(
            "{first} sleeps with earplugs and a fan and still wakes at three.",
            "{first} jumps at every thud.",
        ),
        openers=(
            "I haven't slept properly in {weeks} weeks. {Thing}. Every night.",
            "My {A_rel} slammed the door in my face. I said please!",
            "I think I'm turning into the angry neighbour.",
        ),
        beats=(
            ("It starts around midnight. {Thing}. Right above my bed.",
             "Last night {thing} went on till half three. I had work at seven."),
            ("I knocked on {day}. Politely! {A} slammed the door.",
             "I left a nice note. {A} stuck it back on my door with 'cry more' written on it."),
            ("{B} says there's 'nothing we can do'. That's {B_pos} whole job!",
             "The {B_rel}, {B}, said to 'try talking to {A_obj}'. I did!"),
            ("And {stake} is coming. I can't do it on no sleep.",
             "With {stake}, I need sleep. Like, medically."),
        ),
        efforts=(
            ("I've kept a noise diary with times for {weeks} weeks.", ("noise diary",), "keeping a careful noise diary"),
            ("I went up and asked nicely before anything else.", ("asked nicely",), "asking nicely first"),
            ("I even brought {A} a plant as a welcome gift when {A_sub} moved in.", ("welcome gift",), "welcoming {A} with a gift"),
        ),
        incident=("the noise at night", ("midnight", "slammed", "note")),
        need_slots={
            "goal": "getting {thing} to stop without a war with {A}",
            "dilemma": "whether to escalate to a formal complaint or keep trying with {A}",
            "incident": "the noise from upstairs",
            "other_action": "{A} would keep making noise after being asked nicely",
            "feeling": "exhausted and ignored",
        },
        triggers=(
            TriggerPart(("get some earplugs", "just ignore it"), -4, "{first} has tried earplugs for {weeks} weeks."),
            TriggerPart(("noise diary", "formal complaint"), 2, "A real process gives {first} a way forward."),
        ),
    ),
    EventPart(
        key="boundary-fence", domain="neighbours", ages=(55, 82),
        occupations=("retired engineer", "retired nurse", "part-time gardener", "retired bus driver", "church treasurer", "retired teacher"),
        roles=(
            Role(("next-door neighbour", "new neighbour"), "moved the fence and cut back the garden"),
            Role(("daughter", "son", "niece", "nephew"), "wants {first} to drop it"),
        ),
        slots={
            "thing": (("the old hedge", ("hedge",)), ("the roses by the gate", ("roses",)),
                      ("the apple tree", ("apple tree",)), ("the lilac bush", ("lilac",))),
            "stake": (("the council planning hearing", ("planning",)), ("the solicitor's letter", ("solicitor",)),
                      ("selling the house next year", ("selling",)), ("the street party", ("street party",))),
        },
        numbers={"years": (10, 45)},
        summary=(
            "{first} has lived in the same house for {years} years. Last {day}, {A}, the {A_rel}, cut back {thing} without asking and moved the fence half a metre. {B}, {pos} {B_rel}, says to let it go; {stake} is looming.",
            "{Thing} meant everything to {first}: {years} years of care. {A} took a chainsaw to it on a {day} morning, and {B} thinks it's a fuss about nothing.",
        ),
        timeline=(
            "{Years} years: {first} tends {thing}.",
            "{month}: {A} moves in next door.",
            "{day}: the chainsaw; the fence moves.",
            "Now: {stake}.",
        ),
        conflict=(
            "{first} wants justice but is tired, and {B} is embarrassed by the fuss.",
            "{first} fears becoming a bitter old neighbour.",
        ),
        attempts=(
            "{first} showed {A} the old survey map; {A} laughed.",
            "{first} wrote to the council.",
        ),
        current_state=(
            "{first} watches {A}'s garden from behind the curtain.",
            "{first} can't enjoy the garden anymore.",
        ),
        openers=(
            "My {A_rel} took a chainsaw to {thing}. Without a word.",
            "{Years} years I've looked after {thing} and {A} wrecked it in a morning.",
            "Am I being a silly old fool about a garden?",
        ),
        beats=(
            ("{Thing} has been there {years} years. I planted it with my own hands.",
             "I've looked after {thing} since before {A} was born, probably."),
            ("On {day} I heard the chainsaw. By lunch {thing} was gone.",
             "{A} moved the fence half a metre onto my side. Half a metre! With a chainsaw for the rest."),
            ("I showed {A} the survey map. {A_Sub} laughed and said 'prove it'.",
             "When I went round, {A} said I should be grateful for the 'tidy up'."),
            ("My {B_rel} {B} says drop it, it's embarrassing. But {stake} is coming up.",
             "{B} thinks I'm making a fuss. {B_Sub} doesn't live here. And {stake} is coming."),
        ),
        efforts=(
            ("I dug out the original survey map from the loft.", ("survey map",), "digging out the original survey map"),
            ("I stayed polite the whole time, even when {A} laughed.", ("stayed polite",), "staying polite when laughed at"),
            ("I looked after that garden through two hip operations.", ("hip operations",), "gardening through two hip operations"),
        ),
        incident=("the chainsaw and the fence", ("chainsaw", "fence", "half a metre")),
        need_slots={
            "goal": "getting {A} to put the fence back and respect the garden",
            "dilemma": "whether to take {A} to court or make peace",
            "incident": "the cutting of {thing}",
            "other_action": "{A} would cut down {thing} without asking",
            "feeling": "disrespected and old",
        },
        triggers=(
            TriggerPart(("only a garden", "just some plants"), -4, "{Thing} is {years} years of {first}'s life."),
            TriggerPart(("your garden", "all those years of care"), 2, "The years of care are seen."),
        ),
    ),
    EventPart(
        key="dog-complaint", domain="neighbours", ages=(25, 62),
        occupations=("dog groomer", "teacher", "software engineer", "paramedic", "shop manager", "freelance photographer"),
        roles=(
            Role(("neighbour", "downstairs neighbour"), "reported {first}'s dog to the council"),
            Role(("partner", "flatmate", "sister"), "thinks they should rehome the dog"),
        ),
        slots={
            "thing": (("Pepper", ("pepper",)), ("Rocket", ("rocket",)), ("Mango", ("mango",)),
                      ("Bramble", ("bramble",)), ("Toffee", ("toffee",))),
            "stake": (("the council warning letter", ("council",)), ("the tenancy review", ("tenancy",)),
                      ("the dog trainer's assessment", ("assessment",)), ("the meeting with the housing association", ("housing association",))),
        },
        numbers={"months": (2, 12)},
        summary=(
            "{first} adopted {thing}, a nervous rescue dog, {months} months ago. {A}, {pos} {A_rel}, reported the barking to the council without ever knocking. {B}, {pos} {B_rel}, thinks they should rehome the dog before {stake}.",
            "{first}'s rescue dog {thing} barks when left alone, and {first} has been working on it with a trainer. {A} went straight to the council.",
        ),
        timeline=(
            "{Months} months ago: {first} adopts {thing}.",
            "{month}: barking when left alone; training starts.",
            "{day}: a letter from the council about a complaint from {A}.",
            "Next: {stake}.",
        ),
        conflict=(
            "{first} loves the dog and feels judged as an irresponsible owner.",
            "{first} fears losing the dog or the home.",
        ),
        attempts=(
            "{first} knocked on {A}'s door to apologise; {A} didn't answer.",
            "{first} hired a trainer and bought a camera to watch the dog.",
        ),
        current_state=(
            "{first} rushes home at lunch every day.",
            "{first} flinches at every letter in the post.",
        ),
        openers=(
            "{A} reported my dog to the council. Never even knocked.",
            "I got a council letter about {thing}. We're working on it!",
            "They want me to rehome my dog. My {B_rel} too.",
        ),
        beats=(
            ("{Thing} came from a shelter. Scared of everything. The barking is fear.",
             "I adopted {thing} {months} months ago. Nobody else wanted that dog. The barking is just fear."),
            ("{A} never said a word to me. Just went to the council.",
             "I'd have done anything if {A} had just knocked. Instead, a letter."),
            ("My {B_rel} {B} says maybe we should rehome {thing}. Like it's nothing.",
             "{B} keeps leaving rehoming websites open on the laptop."),
            ("{Stake} is coming and I'm terrified.",
             "I have {stake} and I don't know what they'll decide."),
        ),
        efforts=(
            ("I hired a trainer and we do exercises every single evening.", ("trainer",), "doing training exercises every evening"),
            ("I come home every lunch break to walk the dog.", ("lunch break",), "coming home every lunch break"),
            ("I went to apologise in person the day the letter came.", ("apologise",), "going to apologise in person"),
        ),
        incident=("the complaint", ("barking", "letter", "rehome")),
        need_slots={
            "goal": "keeping the dog and answering {stake}",
            "dilemma": "whether to rehome the dog or fight the complaint",
            "incident": "the council complaint about {thing}",
            "other_action": "{A} would go to the council without knocking first",
            "feeling": "judged and frightened",
        },
        triggers=(
            TriggerPart(("just a dog", "get another one"), -4, "The dog is family to {first}."),
            TriggerPart(("rescue dog", "working on it"), 2, "The effort with a frightened rescue dog is seen."),
        ),
    ),
    # ----------------------------------------------------------------------- caregiving
    EventPart(
        key="dementia-care", domain="caregiving", ages=(38, 66),
        occupations=("school administrator", "part-time bookkeeper", "hospital porter", "freelance translator", "librarian", "civil servant"),
        roles=(
            Role(("brother", "sister"), "lives nearby but never helps"),
            Role(("mother", "father"), "has dementia"),
        ),
        slots={
            "thing": (("the daily care", ("daily care",)), ("the night-time wandering", ("wandering",)),
                      ("the medication rounds", ("medication",)), ("the care rota", ("rota",))),
            "stake": (("the care assessment", ("assessment",)), ("the decision about a care home", ("care home",)),
                      ("the return to full-time work", ("full-time",)), ("the respite week that fell through", ("respite",))),
        },
        numbers={"years": (1, 6), "hours": (20, 50)},
        summary=(
            "For {years} years {first} has handled {thing} for {pos} {B_rel} {B}, who has dementia, about {hours} hours a week. {Pos} {A_rel} {A} lives twenty minutes away and visits at Christmas. {Stake} is coming.",
            "{B} no longer always knows {first}'s name. {first} handles {thing}, the appointments and the bad nights; {A} sends advice by text.",
        ),
        timeline=(
            "{Years} years ago: {B}'s diagnosis.",
            "Since: {first} handles {thing}, {hours} hours a week.",
            "{day}: {B} gets lost at night and the police bring {B_obj} home.",
            "Soon: {stake}.",
        ),
        conflict=(
            "{first} is exhausted and furious with {A} but afraid of a family rupture.",
            "{first} loves {B} and is losing {pos} own life to the care.",
        ),
        attempts=(
            "{first} asked {A} for one weekend a month; {A} said 'work is crazy'.",
            "{first} made a shared calendar; only {first}'s name is on it.",
        ),
        current_state=(
            "{first} sleeps with the baby monitor on and startles at every creak.",
            "{first} hasn't had a day off in months.",
        ),
        openers=(
            "My {B_rel} didn't know my name yesterday.",
            "{A} lives twenty minutes away and texts me 'advice'. Advice!",
            "I'm so tired I forgot my own dentist appointment. Again.",
        ),
        beats=(
            ("{B} has dementia. {Years} years now. I do {thing}. Some days are okay. Most aren't.",
             "Yesterday {B} called me by my aunt's name. I just went along with it. Dementia does that."),
            ("On {day} {B} got out at night. The police brought {B_obj} home at two.",
             "I do {thing}, the appointments, the bad nights. {Hours} hours a week, roughly."),
            ("My {A_rel} {A} visits at Christmas. Sends me articles about coconut oil.",
             "I asked {A} for one weekend a month. 'Work is crazy', {A_sub} said."),
            ("{Stake} is coming and I'm the one who has to decide everything.",
             "And now there's {stake}. Alone. Again."),
        ),
        efforts=(
            ("I learned to do all the medication myself, every dose, every day.", ("every dose",), "managing every dose of medication"),
            ("I moved my work hours around so {B} is never alone in the mornings.", ("work hours",), "rearranging work hours so {B} is never alone"),
            ("I still make {B}'s favourite soup every Sunday.", ("soup",), "making {B}'s favourite soup every Sunday"),
        ),
        incident=("the unequal care", ("dementia", "police", "christmas")),
        need_slots={
            "goal": "getting {A} to share the care and finding help before {stake}",
            "dilemma": "whether to push for a care home or keep caring at home",
            "incident": "caring alone while {A} stays away",
            "other_action": "{A} would stay away while {B} gets worse",
            "feeling": "alone and worn to the bone",
        },
        triggers=(
            TriggerPart(("cherish every moment", "lucky to have this time"), -3, "{first} is drowning, not cherishing."),
            TriggerPart(("carrying this alone", "respite"), 2, "The weight is named and help seems possible."),
        ),
    ),
    EventPart(
        key="care-home-guilt", domain="caregiving", ages=(40, 72),
        occupations=("former nurse", "bus driver", "shop owner", "council clerk", "accountant", "teacher"),
        roles=(
            Role(("father", "mother", "grandmother", "grandfather"), "is moving into a care home"),
            Role(("social worker", "GP", "care home manager"), "recommended the move"),
        ),
        slots={
            "thing": (("the care home", ("care home",)), ("the nursing home", ("nursing home",)),
                      ("the residential home by the park", ("residential home",))),
            "stake": (("moving day", ("moving day",)), ("selling the family house to pay for it", ("selling",)),
                      ("the first month's bill", ("bill",)), ("the trial week", ("trial week",))),
        },
        numbers={"years": (2, 8)},
        summary=(
            "After {A}'s second fall, {B}, the {B_rel}, recommended {thing}. {first} agreed, and {A} said 'so you're getting rid of me'. {Stake} is next {day}.",
            "{first} promised {A} years ago never to put {A_obj} in a home. Now, after {years} years of caring and two falls, {thing} is booked.",
        ),
        timeline=(
            "{Years} years: {first} cares for {A} at home.",
            "{month}: a second fall, a hospital stay.",
            "{day}: {B} recommends {thing}; {first} agrees.",
            "Next: {stake}.",
        ),
        conflict=(
            "{first} knows it's the safe choice and feels like a traitor.",
            "{first} broke a promise to {A} and can't forgive it.",
        ),
        attempts=(
            "{first} visited {thing} four times and checked everything.",
            "{first} asked {B} whether there was any other way.",
        ),
        current_state=(
            "{first} packs {A}'s things and keeps unpacking them.",
            "{first} can't sleep after each phone call with {A}.",
        ),
        openers=(
            "I'm putting my {A_rel} in a home. I promised I never would.",
            "{A} said 'so you're getting rid of me'. I've replayed it a hundred times.",
            "Moving day is {day}. I feel like a monster.",
        ),
        beats=(
            ("{A} fell twice since {month}. The second time I found {A_obj} on the kitchen floor.",
             "After the second fall {A} was in hospital a week. I slept in the chair."),
            ("{B} said {thing} was the safest option. I know {B_sub}'s right.",
             "The {B_rel}, {B}, was kind about {thing}. Said I'd done everything I could."),
            ("I promised {A} years ago. 'Never a home'. I promised.",
             "{A} just said 'so you're getting rid of me' and turned to the wall. After I promised."),
            ("{Stake} is coming. I keep packing and unpacking the same bag.",
             "With {stake}, I keep thinking I could do one more year. I couldn't."),
        ),
        efforts=(
            ("I visited {thing} four times and checked every room.", ("four times",), "visiting {thing} four times"),
            ("I cared for {A} at home for {years} years.", ("cared",), "caring for {A} at home for {years} years"),
            ("I'm making a photo album for {A}'s new room.", ("photo album",), "making a photo album for the new room"),
        ),
        incident=("the broken promise", ("promise", "fall", "getting rid")),
        need_slots={
            "goal": "getting {A} through the move to {thing} as gently as possible",
            "dilemma": "whether the move to {thing} is right or a betrayal",
            "incident": "the decision about {thing}",
            "other_action": "{A} would accuse {first} of getting rid of {A_obj}",
            "feeling": "guilty and heartbroken",
        },
        triggers=(
            TriggerPart(("getting rid of", "abandon"), -4, "It's the accusation {first} can't shake."),
            TriggerPart(("safest choice", "loving decision"), 2, "Hearing the move as love eases {first}'s guilt."),
        ),
    ),
    EventPart(
        key="partner-illness", domain="caregiving", ages=(30, 72),
        occupations=("IT consultant", "teaching assistant", "builder", "pharmacist", "receptionist", "lorry driver"),
        roles=(
            Role(("partner", "husband", "wife"), "has been ill for a long time"),
            Role(("best friend", "sister", "brother"), "calls {first} a saint but never helps"),
        ),
        slots={
            "thing": (("chemotherapy", ("chemotherapy",)), ("long Covid", ("covid",)), ("a heart condition", ("heart",)),
                      ("MS relapses", ("relapses",)), ("severe depression", ("depression",))),
            "stake": (("the next round of treatment", ("treatment",)), ("the benefits review", ("benefits",)),
                      ("the warning at work about lateness", ("lateness",)), ("the specialist appointment", ("specialist",))),
        },
        numbers={"months": (6, 30)},
        summary=(
            "For {months} months {first} has looked after {pos} {A_rel} {A} through {thing}: appointments, meals, bad nights. {B}, {pos} {B_rel}, calls {obj} a saint. {first} feels anything but.",
            "{first} loves {A}. {first} is also exhausted, lonely and sometimes resentful, and ashamed of that. {Stake} is coming.",
        ),
        timeline=(
            "{Months} months ago: {thing} begins.",
            "Since: {first} handles work, home and care.",
            "{day}: {first} snaps at {A} and cries in the car.",
            "Soon: {stake}.",
        ),
        conflict=(
            "{first} feels resentment and guilt in equal parts.",
            "{first} can't admit being tired without feeling selfish.",
        ),
        attempts=(
            "{first} joined an online carers' group and only reads it.",
            "{first} asked {B} to sit with {A} one evening; {B} cancelled.",
        ),
        current_state=(
            "{first} sleeps four hours a night and lives on coffee.",
            "{first} hasn't seen friends in months.",
        ),
        openers=(
            "Everyone calls me a saint. I snapped at my sick {A_rel} yesterday.",
            "I'm so tired of being tired. {Months} months of {thing}.",
            "Is it awful to resent someone who's ill?",
        ),
        beats=(
            ("{A} has been through {thing} for {months} months. I do the meals, the appointments, the nights.",
             "{Thing}, {months} months of it. Some nights {A} can't sleep and neither can I. Then I go to work."),
            ("On {day} I snapped at {A} over the washing up. Then I cried in the car.",
             "I said something sharp to {A} on {day}. {A_Sub} looked so hurt. I snapped."),
            ("{B} says I'm a saint. I'm not. Saints don't resent people.",
             "My {B_rel} {B} keeps saying 'you're a saint'. I don't feel like one."),
            ("And {stake} is coming. I can't drop anything.",
             "There's {stake}. I have to hold it all together for that."),
        ),
        efforts=(
            ("I've kept my job and the house going the whole time.", ("kept my job",), "keeping the job and house going"),
            ("I learned to cook everything {A} can still eat.", ("cook",), "learning to cook around the illness"),
            ("I apologised to {A} the same night and meant it.", ("apologised",), "apologising the same night"),
        ),
        incident=("the snapping and the guilt", ("snapped", "saint", "resent")),
        need_slots={
            "goal": "finding real support so {first} can keep caring for {A}",
            "dilemma": "whether to ask for outside help or keep doing it alone",
            "incident": "snapping at {A}",
            "other_action": "{B} would praise {first} as a saint but never actually help",
            "feeling": "drained and guilty",
        },
        triggers=(
            TriggerPart(("you're a saint", "you're amazing"), -2, "Praise without help makes {first} feel lonelier."),
            TriggerPart(("allowed to be tired", "carers need care"), 2, "The exhaustion is allowed."),
        ),
    ),
    # ------------------------------------------------------------------------ parenting
    EventPart(
        key="teen-screens", domain="parenting", ages=(35, 56),
        occupations=("midwife", "car salesperson", "dentist", "school cook", "solicitor", "electrician"),
        roles=(
            Role(("son", "daughter"), "said something deeply hurtful during a row"),
            Role(("ex-partner", "partner", "mother-in-law"), "undermines {first}'s rules"),
        ),
        slots={
            "thing": (("the gaming console", ("console",)), ("the phone at night", ("phone",)),
                      ("social media", ("social media",)), ("late-night streaming", ("streaming",))),
            "stake": (("the exam season in spring", ("exam season",)), ("the parents' evening", ("parents' evening",)),
                      ("the school's warning about attendance", ("attendance",)), ("the family holiday", ("holiday",))),
        },
        numbers={"kid_age": (13, 17)},
        summary=(
            "{first}'s {A_rel} {A}, {kid_age}, spends every night on {thing}. When {first} took it away on {day}, {A} screamed 'I wish you weren't my parent'. {B}, {pos} {B_rel}, gave it straight back. {Stake} is coming.",
            "Since {month} {A} has been up past two most nights on {thing}, and grades are slipping. {first} sets rules; {B} breaks them; {A} says cruel things.",
        ),
        timeline=(
            "{month}: grades slip; {A} is up past two most nights.",
            "{day}: {first} takes away {thing}.",
            "That night: 'I wish you weren't my parent'.",
            "Next day: {B} gives it back.",
        ),
        conflict=(
            "{first} wants to set limits without losing {A}.",
            "{first} is hurt by {A}'s words and undermined by {B}.",
        ),
        attempts=(
            "{first} tried a screen-time contract; {A} signed it and ignored it.",
            "{first} asked {B} to back the rule; {B} said it was too strict.",
        ),
        current_state=(
            "{first} lies awake watching for the glow under {A}'s door.",
            "{first} and {A} barely speak at dinner.",
        ),
        openers=(
            "My {A_rel} told me {A_sub} wishes I wasn't {A_pos} parent.",
            "I took away {thing} and {B} just gave it back. In front of {A}.",
            "How do you parent a teenager who hates you?",
        ),
        beats=(
            ("{A} is {kid_age}. Up till two every night on {thing}.",
             "{A_Pos} grades have dropped since {month}. The school emailed twice. It's {thing}, every night."),
            ("On {day} I took {thing} away. {A} screamed 'I wish you weren't my parent'.",
             "{A} slammed the door so hard the mirror fell. Then screamed that {A_sub} wished I wasn't {A_pos} parent."),
            ("Next morning my {B_rel} {B} gave it back. Said I'm too strict.",
             "{B} undermines every rule I make. Then {B_sub}'s the fun one."),
            ("And {stake} is coming up. I'm scared for {A}.",
             "There's {stake} soon and {A} hasn't opened a book."),
        ),
        efforts=(
            ("I stayed calm when {A} screamed. I didn't shout back.", ("didn't shout back",), "staying calm during the screaming"),
            ("I've driven {A} to every practice and match for years.", ("practice",), "driving {A} to every practice for years"),
            ("I made a screen-time contract we wrote together.", ("contract",), "making a screen-time contract together"),
        ),
        incident=("the row over screens", ("screamed", "strict", "grades")),
        need_slots={
            "goal": "setting screen rules with {A} that actually hold, and getting {B} on board",
            "dilemma": "whether to be stricter with {A} or loosen up",
            "incident": "the row about {thing}",
            "other_action": "{A} would say such a cruel thing",
            "feeling": "hurt and undermined",
        },
        triggers=(
            TriggerPart(("teenagers are like that", "just a phase"), -3, "It brushes off words that cut deep."),
            TriggerPart(("still loves you", "testing the limits"), 2, "It softens the cruel words without dismissing them."),
        ),
    ),
    EventPart(
        key="child-bullied", domain="parenting", ages=(29, 52),
        occupations=("nurse", "taxi driver", "bank clerk", "hairdresser", "warehouse manager", "teacher"),
        roles=(
            Role(("son", "daughter"), "is being bullied at school"),
            Role(("head teacher", "class teacher", "school counsellor"), "says it's 'just banter'"),
        ),
        slots={
            "thing": (("the class group chat", ("group chat",)), ("the playground", ("playground",)),
                      ("the bus home", ("bus",)), ("the football club", ("football",)), ("the lunch hall", ("lunch hall",))),
            "stake": (("the meeting with the school", ("meeting",)), ("the class trip", ("class trip",)),
                      ("the end of term", ("end of term",)), ("the move to secondary school", ("secondary",))),
        },
        numbers={"kid_age": (7, 14), "weeks": (2, 10)},
        summary=(
            "{first}'s {A_rel} {A}, {kid_age}, has been picked on in {thing} for {weeks} weeks. {B}, the {B_rel}, says it's 'just banter'. {A} has stopped eating breakfast and begs to stay home.",
            "{first} found out from a torn school jumper. {A} finally admitted what happens in {thing}. The school's answer, through {B}, is a 'friendship circle'.",
        ),
        timeline=(
            "{Weeks} weeks ago: {A} starts coming home quiet.",
            "{day}: a torn jumper; the story comes out.",
            "{day2}: {B} calls it banter.",
            "Next: {stake}.",
        ),
        conflict=(
            "{first} wants to protect {A} without making it worse at school.",
            "{first} is furious at the school and scared of the other parents.",
        ),
        attempts=(
            "{first} emailed the school twice with dates; one vague reply.",
            "{first} offered to drive {A} instead of the bus.",
        ),
        current_state=(
            "{first} checks {A}'s face every afternoon at pickup.",
            "{first} lies awake drafting emails to the school.",
        ),
        openers=(
            "My {A_rel} is being bullied and the school says it's banter.",
            "{A} is {kid_age}. {A_Sub} cried before school again today.",
            "I want to storm into that school and I know I can't.",
        ),
        beats=(
            ("{A} came home with a torn jumper on {day}. Said {A_sub} fell. {A_Sub} didn't fall.",
             "{A} stopped eating breakfast. Says {A_pos} tummy hurts every morning."),
            ("It's in {thing}. Same three kids, every day, {weeks} weeks.",
             "They take {A_pos} stuff in {thing} and call {A_obj} names."),
            ("{B} said it's 'just banter'. Banter! {A} is {kid_age}!",
             "The {B_rel}, {B}, suggested a 'friendship circle'. That's the plan. For bullying."),
            ("{Stake} is coming. What if it gets worse?",
             "With {stake} coming, I don't know if I should pull {A} out."),
        ),
        efforts=(
            ("I wrote down every incident with dates and what {A} told me.", ("every incident",), "writing down every incident with dates"),
            ("I stayed calm in front of {A}, even though I was shaking.", ("stayed calm",), "staying calm in front of {A}"),
            ("I've driven {A} to school every day since so {A_sub} avoids the worst of it.", ("driven",), "driving {A} to school every day"),
        ),
        incident=("the bullying", ("banter", "jumper", "names")),
        need_slots={
            "goal": "making the school act before {stake}",
            "dilemma": "whether to escalate to the governors or move {A} to another school",
            "incident": "the bullying of {A} in {thing}",
            "other_action": "{B} would call bullying banter",
            "feeling": "helpless and furious",
        },
        triggers=(
            TriggerPart(("kids will be kids", "part of growing up"), -4, "It's the school's brush-off again."),
            TriggerPart(("not banter", "anti-bullying policy"), 2, "The harm is named and the school can be held to account."),
        ),
    ),
    EventPart(
        key="coparent-cancels", domain="parenting", ages=(28, 52),
        occupations=("chef", "police call handler", "engineer", "beautician", "warehouse operative", "accountant"),
        roles=(
            Role(("ex-partner", "ex-husband", "ex-wife"), "keeps cancelling the children's weekends"),
            Role(("son", "daughter"), "waits by the window"),
        ),
        slots={
            "thing": (("the weekend visits", ("weekend",)), ("the Saturday contact", ("saturday",)),
                      ("the holiday plans", ("holiday",)), ("the birthday trip", ("birthday trip",))),
            "stake": (("the mediation session", ("mediation",)), ("the school play", ("school play",)),
                      ("the custody review", ("custody",)), ("the summer schedule", ("summer",))),
        },
        numbers={"times": (3, 8), "kid_age": (5, 12)},
        summary=(
            "{first}'s {A_rel} {A} has cancelled {thing} {times} times since {month}, usually an hour before. {Pos} {B_rel} {B}, {kid_age}, waits by the window with a packed bag. {Stake} is coming.",
            "{first} never badmouths {A} in front of {B}. But {A} keeps cancelling {thing} by text, and {B} keeps asking why.",
        ),
        timeline=(
            "{month}: the new arrangement starts.",
            "Since: {times} cancellations, by text.",
            "{day}: {B} waits two hours by the window.",
            "Next: {stake}.",
        ),
        conflict=(
            "{first} wants to protect {B} without badmouthing {A}.",
            "{first} is torn between pushing for formal arrangements and keeping things civil.",
        ),
        attempts=(
            "{first} asked {A} for a fixed calendar; {A} said 'I'll try'.",
            "{first} stopped telling {B} about visits until {A} confirms.",
        ),
        current_state=(
            "{first} makes up excuses to {B} and hates lying.",
            "{first} checks the phone every Friday with dread.",
        ),
        openers=(
            "{A} cancelled again. An hour before. {B} had {B_pos} bag packed.",
            "My {B_rel} waited by the window for two hours on {day}.",
            "How many times do I cover for my {A_rel}?",
        ),
        beats=(
            ("{A} has cancelled {thing} {times} times since {month}. Always a text. Always last minute.",
             "The text said 'something came up'. {Thing}, cancelled again. {Times} cancellations now."),
            ("{B} is {kid_age}. {B_Sub} packed {B_pos} own bag and sat by the window.",
             "My {B_rel} {B} asked me if {A} doesn't like {B_obj} anymore."),
            ("I said {A} was 'busy with work'. I'm lying for {A_obj} now.",
             "I never badmouth {A} in front of {B}. Never. It's killing me."),
            ("And {stake} is coming. Will {A} even show?",
             "With {stake}, I have to decide how hard to push."),
        ),
        efforts=(
            ("I've never said a bad word about {A} in front of {B}.", ("bad word",), "never badmouthing {A} in front of {B}"),
            ("I rearranged my shifts so {B} is never alone.", ("shifts",), "rearranging shifts so {B} is never alone"),
            ("I take {B} somewhere fun every time {A} cancels.", ("somewhere fun",), "turning every cancellation into a treat"),
        ),
        incident=("the cancellations", ("cancelled", "window", "text")),
        need_slots={
            "goal": "getting {A} to commit to {thing} or protecting {B} from the letdowns",
            "dilemma": "whether to push for formal arrangements at {stake} or keep it friendly",
            "incident": "{A}'s cancellations",
            "other_action": "{A} would keep letting {B} down",
            "feeling": "helpless and angry",
        },
        triggers=(
            TriggerPart(("give them time", "co-parenting is hard"), -2, "{first} has given {A} nothing but time."),
            TriggerPart(("never badmouth", "shielding"), 2, "The restraint {first} shows is seen."),
        ),
    ),
    # ---------------------------------------------------------------------------- sport
    EventPart(
        key="dropped-final", domain="sport", ages=(15, 36),
        occupations=("sixth-form student", "plumber", "PE student", "sports science student", "apprentice electrician", "barista"),
        roles=(
            Role(("coach", "manager", "captain"), "dropped {first} for the final"),
            Role(("teammate", "substitute", "new signing"), "got {first}'s place"),
        ),
        slots={
            "thing": (("the cup final", ("cup final",)), ("the league final", ("league final",)),
                      ("the county championship", ("county",)), ("the regional final", ("regional",))),
            "stake": (("the scout coming to watch", ("scout",)), ("next season's squad selection", ("squad",)),
                      ("the scholarship trial", ("scholarship",)), ("the captaincy vote", ("captaincy",))),
            "sport": (("football", ("football",)), ("netball", ("netball",)), ("hockey", ("hockey",)),
                      ("basketball", ("basketball",)), ("rugby", ("rugby",)), ("water polo", ("water polo",))),
        },
        numbers={"seasons": (2, 8)},
        summary=(
            "{first} has played {sport} for the same club for {seasons} seasons. On {day}, {A}, the {A_rel}, dropped {obj} for {thing} and picked {B}, a newer player. {Stake} is on the line.",
            "{first} rarely missed a {sport} session in {seasons} seasons. Two missed sessions with a sore ankle, and {A} left {obj} out of {thing}.",
        ),
        timeline=(
            "{Seasons} seasons: {first} rarely misses training.",
            "{month}: a niggling injury, two missed sessions.",
            "{day}: the team sheet goes up without {first}'s name.",
            "Next: {thing}, and {stake}.",
        ),
        conflict=(
            "{first} wants to fight for the place without looking like a bad teammate.",
            "{first} doubts whether to keep playing at all.",
        ),
        attempts=(
            "{first} asked {A} for a reason; {A} said 'form and fitness'.",
            "{first} trained alone every night that week.",
        ),
        current_state=(
            "{first} can't look at the team chat and skips the pub after training.",
            "{first} smiles at {B} and feels sick.",
        ),
        openers=(
            "I got dropped for {thing}. {Seasons} seasons and I'm on the bench.",
            "My {A_rel} picked {B} over me. For the final.",
            "I don't even know if I want to play {sport} anymore.",
        ),
        beats=(
            ("I've played {sport} here {seasons} seasons. Hardly missed a session.",
             "I've been at that {sport} club since I was a kid. I know every crack in the pitch."),
            ("The team sheet for {thing} went up on {day}. My name just... wasn't there.",
             "{A} didn't even tell me to my face. I saw the team sheet for {thing} on the board."),
            ("{A} said 'form and fitness'. I missed two sessions with a bad ankle!",
             "When I asked why, {A} said {A_sub} 'needed fresh legs'."),
            ("{B} got my spot. {B_Sub}'s nice, that makes it worse. And there's {stake}.",
             "And {stake} is at that game. I'll be watching {B} from the bench."),
        ),
        efforts=(
            ("I trained alone every night that week, in the rain.", ("trained alone",), "training alone every night"),
            ("I played through a bad ankle in the semi-final.", ("semi-final",), "playing through a bad ankle in the semi-final"),
            ("I still shook {B}'s hand and wished {B_obj} luck.", ("wished",), "wishing {B} luck"),
        ),
        incident=("being dropped", ("team sheet", "bench", "dropped")),
        need_slots={
            "goal": "getting back into the team and handling {stake}",
            "dilemma": "whether to confront {A} or accept the decision and work harder",
            "incident": "being dropped for {thing}",
            "other_action": "{A} would drop {first} for {thing} without a word",
            "feeling": "discarded and humiliated",
        },
        triggers=(
            TriggerPart(("only a game", "just sport"), -4, "{Sport} is {first}'s whole life."),
            TriggerPart(("seasons of loyalty", "your commitment"), 2, "The seasons of commitment are seen."),
        ),
    ),
    EventPart(
        key="race-collapse", domain="sport", ages=(25, 62),
        occupations=("accountant", "primary teacher", "software developer", "firefighter", "vet", "pharmacist"),
        roles=(
            Role(("running coach", "coach"), "pushed {first} to go for a fast time"),
            Role(("partner", "sister", "best friend"), "was waiting at the finish line"),
        ),
        slots={
            "thing": (("the marathon", ("marathon",)), ("the ultramarathon", ("ultramarathon",)),
                      ("the triathlon", ("triathlon",)), ("the half-ironman", ("ironman",))),
            "stake": (("the charity money raised for the hospice", ("hospice",)), ("the qualifying time for next year", ("qualifying",)),
                      ("the club's awards night", ("awards",)), ("the promise to Dad", ("promise",))),
        },
        numbers={"months": (6, 14), "km": (25, 38)},
        summary=(
            "After {months} months of training, {first} collapsed at kilometre {km} of {thing} and was taken off the course. {A}, {pos} {A_rel}, had pushed for a fast time. {B}, {pos} {B_rel}, waited at the finish with a sign.",
            "{first} trained {months} months for {thing}, up at five most days. At kilometre {km} {pos} legs went, and the race ended in a medical tent.",
        ),
        timeline=(
            "{month}: training begins, five days a week.",
            "{Months} months of early mornings.",
            "{day}: kilometre {km}, the collapse, the medical tent.",
            "Since: {stake} hangs over everything.",
        ),
        conflict=(
            "{first} feels {pos} own body let {obj} down, in front of everyone.",
            "{first} doesn't know whether to try again or give up.",
        ),
        attempts=(
            "{first} rewatched the race tracker data again and again.",
            "{first} wrote an apology post to the sponsors and didn't publish it.",
        ),
        current_state=(
            "{first} hasn't run since and hides the race bag in a cupboard.",
            "{first} avoids the club's chat.",
        ),
        openers=(
            "I didn't finish. Kilometre {km}. They took me off on a stretcher.",
            "{Months} months of training for {thing} and I collapsed.",
            "Everyone sponsored me and I didn't even finish.",
        ),
        beats=(
            ("I trained {months} months for {thing}. Five days a week. Up at five.",
             "I had the training plan for {thing} on the fridge. {A} wrote it. Every session ticked off."),
            ("At kilometre {km} my legs just went. I woke up in the medical tent.",
             "I remember the kilometre {km} sign, then grass, then a medic."),
            ("{A} had me going for a fast time. Maybe too fast. {A_Sub} hasn't called.",
             "My {A_rel} {A} texted 'unlucky'. That's it. One word."),
            ("My {B_rel} {B} was at the finish with a sign. {B_Sub} waited an hour. And then there's {stake}.",
             "And there's {stake}. {B} says nobody's disappointed. I feel like I let everyone down."),
        ),
        efforts=(
            ("I never missed a single long run in {months} months.", ("long run",), "never missing a long run"),
            ("I raised money from everyone I know.", ("raised money",), "raising money from everyone"),
            ("I got up at five every morning to train before work.", ("train before work",), "training at five every morning before work"),
        ),
        incident=("the collapse", ("medical tent", "kilometre", "legs")),
        need_slots={
            "goal": "deciding how to get back to training safely and what to say about {stake}",
            "dilemma": "whether to try {thing} again next year or stop",
            "incident": "collapsing during {thing}",
            "other_action": "{A} would push for a fast time and then go quiet",
            "feeling": "ashamed and broken",
        },
        triggers=(
            TriggerPart(("at least you tried", "always next year"), -3, "It skips straight past the loss."),
            TriggerPart(("body gave everything", "months of training"), 2, "The training is honoured."),
        ),
    ),
    EventPart(
        key="coach-comments", domain="sport", ages=(14, 22),
        occupations=("secondary school student", "college student", "sixth-form student", "first-year university student"),
        roles=(
            Role(("coach", "head coach"), "mocked {first}'s weight in front of the squad"),
            Role(("mother", "father"), "thinks the coach is 'just tough'"),
        ),
        slots={
            "thing": (("the swim squad", ("swim",)), ("the gymnastics club", ("gymnastics",)),
                      ("the rowing crew", ("rowing",)), ("the dance company", ("dance",)), ("the athletics team", ("athletics",))),
            "stake": (("the national trial", ("trial",)), ("the selection weekend", ("selection",)),
                      ("the team photo for the newspaper", ("newspaper",)), ("the regional championship", ("championship",))),
        },
        numbers={"years": (3, 9)},
        summary=(
            "{first} has been in {thing} for {years} years. At training on {day}, {A}, the {A_rel}, joked about {pos} weight in front of everyone. {B}, {pos} {B_rel}, says {A} is 'just tough'. {Stake} is coming.",
            "{first} used to love {thing}. Since {A} started weighing the squad in public, {first} skips breakfast, and {B} says it's how champions are made.",
        ),
        timeline=(
            "{Years} years ago: {first} joins {thing}.",
            "{month}: {A} starts weighing the squad weekly.",
            "{day}: the joke in front of everyone.",
            "Since: {first} skips meals before training.",
        ),
        conflict=(
            "{first} loves the sport and is starting to hate {pos} body.",
            "{first} wants to speak up but fears losing {stake}.",
        ),
        attempts=(
            "{first} laughed along at the time.",
            "{first} told {B}, who said to toughen up.",
        ),
        current_state=(
            "{first} skips breakfast before training and feels dizzy.",
            "{first} wears baggy clothes to practice now.",
        ),
        openers=(
            "My {A_rel} made a joke about my weight. In front of everyone.",
            "Everyone laughed at the joke. I laughed too. Why did I laugh?",
            "My {B_rel} says {A} is 'just tough'. It didn't feel tough. It felt horrible.",
        ),
        beats=(
            ("I've been in {thing} {years} years. It used to be my favourite place.",
             "I love {thing}. I mean I loved it. I don't know now."),
            ("On {day} {A} said 'someone's been enjoying the holidays' and looked right at me.",
             "{A} weighs us every week now, on a scale where everyone can see."),
            ("My {B_rel} {B} said {A} is just tough, that's how champions are made.",
             "I told {B}. {B_Sub} said I need thicker skin."),
            ("{Stake} is coming and I keep skipping breakfast.",
             "I'm scared of {stake}. And of eating, a bit."),
        ),
        efforts=(
            ("I've turned up for six a.m. training for {years} years.", ("six a m",), "training at six in the morning for years"),
            ("I helped the younger kids learn their routines.", ("younger kids",), "helping the younger kids"),
            ("I told my {B_rel} even though it was hard to say.", ("told my",), "telling {B} even though it was hard"),
        ),
        incident=("the weight joke", ("weight", "scale", "laughed")),
        need_slots={
            "goal": "handling {A}'s comments and staying in {thing} safely",
            "dilemma": "whether to report {A} or stay quiet until {stake}",
            "incident": "{A}'s joke about {pos} weight",
            "other_action": "{A} would mock a teenager's weight in front of the squad",
            "feeling": "ashamed and small",
        },
        triggers=(
            TriggerPart(("thicker skin", "tough love"), -4, "It repeats what {B} said."),
            TriggerPart(("not okay", "safeguarding"), 2, "Someone names the coach's behaviour as wrong."),
        ),
    ),
    # ------------------------------------------------------------------------- creative
    EventPart(
        key="manuscript-rejected", domain="creative", ages=(24, 68),
        occupations=("copy editor", "secondary teacher", "night porter", "librarian", "freelance writer", "bookseller"),
        roles=(
            Role(("literary agent", "editor", "publisher"), "rejected the book with a form letter"),
            Role(("writing group friend", "partner", "brother", "sister"), "read every draft"),
        ),
        slots={
            "thing": (("the novel", ("novel",)), ("the short story collection", ("short story",)), ("the memoir", ("memoir",)),
                      ("the children's book", ("children's book",)), ("the poetry collection", ("poetry",))),
            "stake": (("the competition deadline", ("competition",)), ("the self-publishing plan", ("self-publishing",)),
                      ("the writing course", ("writing course",)), ("the book festival slot", ("festival",))),
        },
        numbers={"years": (2, 9), "rejections": (12, 60)},
        summary=(
            "{first} spent {years} years writing {thing}. After {rejections} rejections, {A}, the {A_rel} who had asked for the full manuscript, sent a two-line form letter. {B}, {pos} {B_rel}, read every draft.",
            "{first} wrote {thing} before work, every day, for {years} years. When {A} asked for the full manuscript, it felt like the start of something; the form letter came on {day}.",
        ),
        timeline=(
            "{Years} years ago: the first page of {thing}.",
            "{month}: {A} requests the full manuscript.",
            "{day}: the form letter.",
            "Since: {first} hasn't opened the file.",
        ),
        conflict=(
            "{first} wonders whether {years} years were wasted.",
            "{first} is torn between trying again and giving up writing.",
        ),
        attempts=(
            "{first} rewrote the opening chapter three times.",
            "{first} asked {A} for feedback; no reply.",
        ),
        current_state=(
            "{first} hasn't written a word in weeks.",
            "{first} feels sick in bookshops.",
        ),
        openers=(
            "{Years} years on {thing}. Two-line rejection.",
            "The {A_rel} who asked for my full manuscript sent a form letter.",
            "I think I'm done writing.",
        ),
        beats=(
            ("{Years} years on {thing}. Early mornings before work, every day.",
             "I wrote {thing} on my lunch breaks and on the bus."),
            ("{A} asked for the full manuscript in {month}. I was so excited I told everyone.",
             "When {A} asked for the whole manuscript, I thought, this is it."),
            ("Then on {day}: 'not right for our list'. A form letter. Two lines.",
             "{Rejections} rejections now. {A}'s form letter was the one that hurt."),
            ("My {B_rel} {B} read every draft. I feel like I let {B_obj} down. And {stake} is coming.",
             "And {stake} is coming. {B} says keep going. Do I even bother?"),
        ),
        efforts=(
            ("I finished it. {Years} years and I actually finished it.", ("finished",), "finishing the book after {years} years"),
            ("I rewrote the whole middle after the writing group's notes.", ("rewrote",), "rewriting the whole middle"),
            ("I sent it out {rejections} times and kept going.", ("kept going",), "sending it out again and again"),
        ),
        incident=("the form letter", ("form letter", "manuscript", "rejections")),
        need_slots={
            "goal": "deciding the next step for {thing} before {stake}",
            "dilemma": "whether to keep submitting {thing}, self-publish, or stop",
            "incident": "the rejection of {thing}",
            "other_action": "{A} would ask for the full manuscript and then send a form letter",
            "feeling": "foolish and empty",
        },
        triggers=(
            TriggerPart(("not everyone can be a writer", "keep it as a hobby"), -4, "It dismisses {years} years of work."),
            TriggerPart(("you finished", "most people never finish"), 2, "Finishing is recognised as an achievement."),
        ),
    ),
    EventPart(
        key="band-song", domain="creative", ages=(18, 42),
        occupations=("session guitarist", "music teacher", "barista and songwriter", "sound engineer", "bartender", "pianist"),
        roles=(
            Role(("bandmate", "singer", "co-writer"), "released {first}'s song as a solo single"),
            Role(("drummer", "manager", "producer"), "knew and said nothing"),
        ),
        slots={
            "thing": (("the song 'Paper Lanterns'", ("paper lanterns",)), ("the song 'Northbound'", ("northbound",)),
                      ("the track 'Salt and Honey'", ("salt and honey",)), ("the song 'Glasshouse'", ("glasshouse",)),
                      ("the song 'Low Tide'", ("low tide",))),
            "stake": (("the royalty money", ("royalty",)), ("the festival slot in summer", ("festival",)),
                      ("the publishing deal", ("publishing",)), ("the band's future", ("band",))),
        },
        numbers={"years": (2, 10), "streams": (20, 90)},
        summary=(
            "{first} wrote {thing} in {pos} bedroom {years} years ago. {A}, {pos} {A_rel}, has just released it as a solo single with no credit, and {B}, the {B_rel}, knew. It has {streams} thousand streams; {stake} is at risk.",
            "{A} changed one line of {thing} and put it out under {A_pos} own name. {first} has the dated voice memo of writing it; {B} says 'it's complicated'.",
        ),
        timeline=(
            "{Years} years ago: {first} writes {thing}.",
            "{month}: the band rehearses it; {A} 'tweaks' a line.",
            "{day}: the solo release, credited to {A} alone.",
            "Now: {streams} thousand streams.",
        ),
        conflict=(
            "{first} wants the credit and the royalties but fears breaking up the band.",
            "{first} doubts whether the voice memo counts as proof.",
        ),
        attempts=(
            "{first} messaged {A}: 'we should talk about credits'. Seen, no reply.",
            "{first} found the original voice memo with the date.",
        ),
        current_state=(
            "{first} hears the song in a café and has to leave.",
            "{first} hasn't been to rehearsal since.",
        ),
        openers=(
            "My {A_rel} released my song as a solo single. No credit.",
            "{Thing} has {streams} thousand streams. Under {A}'s name.",
            "Can you steal a song from a friend? Because I think that happened.",
        ),
        beats=(
            ("I wrote {thing} on my bed, {years} years ago. I have the voice memo.",
             "The first version of {thing} is on my phone. Dated. Me, a guitar, two in the morning."),
            ("On {day} {A} put it out as a solo single. Credits: just {A}.",
             "{A} changed one line and called the song {A_pos} own."),
            ("{B} knew. The {B_rel} knew and said nothing.",
             "My {B_rel} {B} says 'it's complicated'. It isn't."),
            ("And now {stake}. That's my song paying {A_pos} rent.",
             "It's about {stake} too. Not just pride."),
        ),
        efforts=(
            ("I kept the original voice memo with the date.", ("voice memo",), "keeping the dated voice memo"),
            ("I taught the whole band their parts.", ("taught",), "teaching the band their parts"),
            ("I asked {A} calmly to talk about credits first.", ("credits",), "asking calmly about credits first"),
        ),
        incident=("the stolen song", ("solo single", "credit", "song")),
        need_slots={
            "goal": "getting songwriting credit for {thing} without destroying the band",
            "dilemma": "whether to go legal over {thing} or talk it out with {A}",
            "incident": "{A}'s solo release of {thing}",
            "other_action": "{A} would release {thing} without crediting {first}",
            "feeling": "robbed and betrayed",
        },
        triggers=(
            TriggerPart(("music is collaborative", "everyone borrows"), -4, "It's {A}'s own excuse."),
            TriggerPart(("voice memo", "proof it's yours"), 2, "The evidence is taken seriously."),
        ),
    ),
    EventPart(
        key="artwork-broken", domain="creative", ages=(22, 62),
        occupations=("ceramicist", "painter", "sculptor", "textile artist", "printmaker", "glassblower"),
        roles=(
            Role(("gallery owner", "curator", "venue manager"), "let {first}'s work get broken"),
            Role(("studio mate", "mentor", "partner"), "helped build the work"),
        ),
        slots={
            "thing": (("the large ceramic vessel", ("vessel",)), ("the glass installation", ("glass",)),
                      ("the bronze sculpture", ("sculpture",)), ("the tall plaster figure", ("plaster",)),
                      ("the hanging mobile", ("mobile",))),
            "stake": (("the insurance claim", ("insurance",)), ("the sale to a collector", ("collector",)),
                      ("the next exhibition", ("next exhibition",)), ("the arts grant report", ("grant",))),
        },
        numbers={"months": (3, 18)},
        summary=(
            "{first} spent {months} months making {thing}. On the opening night, {A}, the {A_rel}, had it placed by a doorway; it was knocked over and broken. {A} calls it 'an accident, these things happen'. {B}, {pos} {B_rel}, helped build it.",
            "{Thing} took {first} {months} months of evenings. {A} insisted on putting it by the door, and a passing bag did the rest. Now {A} won't discuss {stake}.",
        ),
        timeline=(
            "{Months} months in the studio.",
            "{month}: {A} offers the show.",
            "{day}: opening night; {thing} is broken.",
            "Since: {A} won't discuss {stake}.",
        ),
        conflict=(
            "{first} is grieving the work and angry at {A}'s carelessness.",
            "{first} needs {A}'s gallery and fears burning the bridge.",
        ),
        attempts=(
            "{first} asked {A} in writing about {stake}; {A} replied with a shrug emoji.",
            "{first} photographed the pieces and kept them in a box.",
        ),
        current_state=(
            "{first} can't go into the studio.",
            "{first} keeps the broken pieces in a box by the bed.",
        ),
        openers=(
            "{A} put my work by a door and someone knocked it over.",
            "{Months} months of work on {thing}, in pieces, on opening night.",
            "'These things happen.' That's what my {A_rel} said.",
        ),
        beats=(
            ("I worked on {thing} for {months} months, every evening after my day job. {B} helped with the heavy bits.",
             "{B} helped me carry {thing} in. We were so careful."),
            ("{A} put it right by the doorway. I said it wasn't safe.",
             "I asked {A} twice to move it away from the doorway. {A_Sub} said it looked 'dramatic' there."),
            ("Someone's bag caught it at nine. I heard it from across the room.",
             "I heard the crash on {day} and I knew. I just knew. Broken."),
            ("{A} says 'these things happen' and won't talk about {stake}.",
             "And now there's {stake}, and {A} is ignoring my emails."),
        ),
        efforts=(
            ("I warned {A} twice that it wasn't safe there.", ("warned",), "warning {A} twice about the spot"),
            ("I made it entirely by hand over {months} months.", ("by hand",), "making it by hand over {months} months"),
            ("I stayed and smiled for the rest of opening night.", ("stayed and smiled",), "staying gracious for the rest of the night"),
        ),
        incident=("the breakage", ("doorway", "broken", "crash")),
        need_slots={
            "goal": "getting {A} to take responsibility and sorting out {stake}",
            "dilemma": "whether to push {A} hard on {stake} or protect the relationship with the gallery",
            "incident": "the breaking of {thing}",
            "other_action": "{A} would place {thing} by a doorway and then shrug it off",
            "feeling": "grieving and dismissed",
        },
        triggers=(
            TriggerPart(("make another one", "just an object"), -4, "{Months} months of work cannot simply be remade."),
            TriggerPart(("you warned", "your warning"), 2, "{first}'s foresight is recognised."),
        ),
    ),
    # --------------------------------------------------------------------------- online
    EventPart(
        key="account-hacked", domain="online", ages=(16, 56),
        occupations=("nail artist", "small-business owner", "student", "content creator", "estate agent", "personal trainer"),
        roles=(
            Role(("ex-friend", "former colleague", "ex-partner"), "is the suspected hacker"),
            Role(("boss", "client", "aunt"), "saw the posts"),
        ),
        slots={
            "thing": (("the Instagram account", ("instagram",)), ("the business page", ("business page",)),
                      ("the email account", ("email",)), ("the YouTube channel", ("youtube",))),
            "stake": (("the booking calendar", ("booking",)), ("the brand partnership", ("brand",)),
                      ("the job interview next week", ("interview",)), ("the following built over years", ("following",))),
        },
        numbers={"followers": (2, 40), "days": (2, 9)},
        summary=(
            "{first}'s {thing} was hacked {days} days ago. Embarrassing posts went out to {followers} thousand followers, and {B}, {pos} {B_rel}, saw them. {first} suspects {A}, {pos} {A_rel}, who knew the old password.",
            "Someone took over {thing} and posted as {first}. Support hasn't answered in {days} days, {B} has asked about the posts, and {stake} is in danger.",
        ),
        timeline=(
            "{day}: strange login alerts.",
            "That night: posts {first} didn't write.",
            "Next day: {B} asks about them.",
            "{Days} days later: support hasn't answered.",
        ),
        conflict=(
            "{first} wants the account back and the damage undone, and suspects {A} but can't prove it.",
            "{first} wonders whether to accuse {A} publicly.",
        ),
        attempts=(
            "{first} filed four support tickets.",
            "{first} posted an apology from a new account.",
        ),
        current_state=(
            "{first} refreshes the support emails and barely sleeps.",
            "{first} dreads what people think.",
        ),
        openers=(
            "Someone hacked {thing} and posted awful stuff as me.",
            "{B} saw the posts. My {B_rel}! I could die.",
            "I think my {A_rel} hacked me.",
        ),
        beats=(
            ("It started with login alerts for {thing} on {day}. Then posts I never wrote.",
             "Someone got into {thing} and posted horrible stuff as me."),
            ("{Followers} thousand followers saw it. {B} saw it.",
             "{B} rang me and asked 'are these posts really you?'."),
            ("Support hasn't replied. {Days} days. Four tickets. And {stake} is on the line.",
             "I've filed tickets every day. Nothing. Just bots. I'm terrified for {stake}."),
            ("I think it's {A}. {A_Sub} knew my old password.",
             "My {A_rel} {A} liked one of the posts. Within a minute. {A_Sub} knew my password."),
        ),
        efforts=(
            ("I warned everyone from a new account within an hour.", ("within an hour",), "warning everyone within an hour"),
            ("I called {B} myself to explain.", ("explain",), "calling {B} personally to explain"),
            ("I filed support tickets every single day.", ("tickets",), "filing support tickets every day"),
        ),
        incident=("the hack", ("hacked", "posts", "password")),
        need_slots={
            "goal": "getting {thing} back and limiting the damage to {stake}",
            "dilemma": "whether to accuse {A} or just focus on recovery",
            "incident": "the hack of {thing}",
            "other_action": "{A} would hack {thing} and post as {first}",
            "feeling": "exposed and violated",
        },
        triggers=(
            TriggerPart(("change your password", "two-factor"), -3, "It blames {first} for the attack."),
            TriggerPart(("report it", "not on you"), 2, "Responsibility is placed where it belongs."),
        ),
    ),
    EventPart(
        key="online-pileon", domain="online", ages=(17, 46),
        occupations=("illustrator", "junior reporter", "café worker", "streamer", "teacher", "marketing assistant"),
        roles=(
            Role(("influencer", "big account", "mutual"), "quote-posted {first}'s post"),
            Role(("friend", "sister", "brother"), "told {first} to log off"),
        ),
        slots={
            "thing": (("a post about tipping", ("tipping",)), ("a joke about the football final", ("joke",)),
                      ("a review of a local café", ("review",)), ("a comment about a TV show", ("tv show",))),
            "stake": (("the job search", ("job search",)), ("the freelance work", ("freelance",)),
                      ("the university place", ("university",)), ("the work reputation", ("reputation",))),
        },
        numbers={"replies": (2, 30), "days": (2, 8)},
        summary=(
            "{first} posted {thing} and it was misread. {A}, the {A_rel} who quote-posted it, set off {replies} thousand angry replies. {B}, {pos} {B_rel}, says to log off; {first} worries about {stake}.",
            "One post, {thing}, and {days} days of strangers in {first}'s messages. {A} added a sneer and a screenshot; the rest followed.",
        ),
        timeline=(
            "{day}: {first} posts {thing}.",
            "That evening: {A} quote-posts it with a sneer.",
            "Overnight: {replies} thousand replies.",
            "{Days} days later: strangers are still messaging.",
        ),
        conflict=(
            "{first} wants to defend {pos} words but every reply makes it worse.",
            "{first} is scared it will follow {obj} into {stake}.",
        ),
        attempts=(
            "{first} posted a clarification; it got mocked too.",
            "{first} locked the account.",
        ),
        current_state=(
            "{first} reads the replies at night and can't stop.",
            "{first} flinches at every notification.",
        ),
        openers=(
            "I'm getting piled on online. {Replies} thousand replies.",
            "{A} quote-posted me and now strangers hate me.",
            "I said one thing. It got misread. Now I'm the villain.",
        ),
        beats=(
            ("It was {thing}. I meant it as a joke. Honestly.",
             "I posted {thing} on {day}. Ten likes. Normal."),
            ("Then {A} quote-posted it. 'Imagine being this person.'",
             "{A} has a huge following. {A_Sub} screenshotted my post and added a sneer."),
            ("{Replies} thousand replies. Some of them found my workplace.",
             "Strangers are messaging my work. Someone found my photo. Thousands of replies."),
            ("My {B_rel} {B} says log off. I can't stop reading, and I keep thinking about {stake}.",
             "I'm scared about {stake}. {B} keeps saying log off, but what if they google me?"),
        ),
        efforts=(
            ("I posted an honest clarification the same night.", ("clarification",), "posting an honest clarification"),
            ("I didn't insult anyone back, not once.", ("insult",), "not insulting anyone back"),
            ("I apologised to the people who were actually hurt.", ("apologised",), "apologising to those who were hurt"),
        ),
        incident=("the pile-on", ("replies", "strangers", "quote-posted")),
        need_slots={
            "goal": "riding out the pile-on and protecting {stake}",
            "dilemma": "whether to reply to the pile-on or stay silent",
            "incident": "the pile-on over {thing}",
            "other_action": "{A} would set strangers on {first} over one post",
            "feeling": "hunted and ashamed",
        },
        triggers=(
            TriggerPart(("just log off", "don't read the comments"), -2, "It's harder than it sounds, and {first} knows it."),
            TriggerPart(("misread", "pile-ons pass"), 2, "It names the misreading and offers an end."),
        ),
    ),
    EventPart(
        key="community-ban", domain="online", ages=(16, 52),
        occupations=("student", "IT support technician", "game tester", "warehouse worker", "nurse", "librarian"),
        roles=(
            Role(("co-moderator", "fellow moderator", "admin"), "banned {first} from the community {first} founded"),
            Role(("longtime member", "online friend", "regular"), "hasn't spoken up"),
        ),
        slots={
            "thing": (("the retro gaming forum", ("retro gaming",)), ("the knitting Discord", ("knitting",)),
                      ("the city cycling group", ("cycling",)), ("the fan wiki", ("wiki",)),
                      ("the birdwatching subreddit", ("birdwatching",))),
            "stake": (("the yearly meetup", ("meetup",)), ("the charity stream", ("charity stream",)),
                      ("the anniversary event", ("anniversary",)), ("the archive of old posts", ("archive",))),
        },
        numbers={"years": (2, 12), "members": (1, 40)},
        summary=(
            "{first} founded {thing} {years} years ago and it grew to {members} thousand members. On {day}, {A}, the {A_rel} {first} once promoted, removed {first}'s permissions and banned the account. {B}, {pos} {B_rel}, has said nothing. {Stake} is coming.",
            "{first} wrote every rule of {thing} and welcomed its first members. Then {A} took it over overnight, and the people {first} thought were friends went quiet.",
        ),
        timeline=(
            "{Years} years ago: {first} starts {thing}.",
            "{month}: {first} promotes {A} to help moderate.",
            "{day}: {A} removes {first}'s permissions and bans the account.",
            "Since: silence; {stake} ahead.",
        ),
        conflict=(
            "{first} feels robbed of something built by hand.",
            "{first} wonders whether to fight for it or start again.",
        ),
        attempts=(
            "{first} messaged {A} asking why; blocked.",
            "{first} emailed the platform; an automated reply.",
        ),
        current_state=(
            "{first} reads {thing} logged out, like a ghost.",
            "{first} has lost most daily contact with online friends.",
        ),
        openers=(
            "I got banned from {thing}. I founded it!",
            "My {A_rel} kicked me out of my own community.",
            "{Years} years of my life and I'm locked out.",
        ),
        beats=(
            ("I started {thing} {years} years ago with five people.",
             "{Thing} is {members} thousand members now. I wrote every rule."),
            ("I made {A} a moderator in {month}. I trusted {A_obj}.",
             "{A} was my friend. We talked every day. I made {A_obj} a moderator."),
            ("On {day} I logged in and I was just... banned.",
             "{A} took my permissions and banned me at midnight."),
            ("{B} has been there since the start. {B_Sub} hasn't said a word. And {stake} is coming.",
             "And now {stake} is coming and I won't be there. {B} hasn't said a word."),
        ),
        efforts=(
            ("I wrote every rule and welcomed every new member for years.", ("welcomed",), "welcoming every new member for years"),
            ("I ran the charity stream that raised money for the children's hospital.", ("children's hospital",), "running a charity stream"),
            ("I stayed civil. I didn't post screenshots.", ("stayed civil",), "staying civil and not posting screenshots"),
        ),
        incident=("the ban", ("banned", "permissions", "moderator")),
        need_slots={
            "goal": "getting back into {thing} or starting anew without losing the people",
            "dilemma": "whether to fight {A} for {thing} or start a new community",
            "incident": "being banned from {thing}",
            "other_action": "{A} would ban the person who founded {thing}",
            "feeling": "erased and betrayed",
        },
        triggers=(
            TriggerPart(("just the internet", "real life"), -4, "These are {first}'s real friends."),
            TriggerPart(("you built", "your community"), 2, "Ownership of the work is recognised."),
        ),
    ),
    # ----------------------------------------------------------------------------- loss
    EventPart(
        key="pet-death", domain="loss", ages=(20, 78),
        occupations=("bus driver", "nurse", "IT technician", "student", "gardener", "shopkeeper"),
        roles=(
            Role(("vet",), "helped the pet go peacefully"),
            Role(("manager", "coworker", "brother", "sister"), "said it was 'just a pet'"),
        ),
        slots={
            "thing": (("Biscuit", ("biscuit",)), ("Pepper", ("pepper",)), ("Otis", ("otis",)), ("Luna", ("luna",)),
                      ("Mr Whiskers", ("whiskers",)), ("Juniper", ("juniper",))),
            "animal": (("dog", ("dog",)), ("cat", ("cat",))),
            "stake": (("the vet bill", ("vet bill",)), ("going back to work on Monday", ("monday",)),
                      ("scattering the ashes", ("ashes",)), ("clearing away the bed and bowls", ("bowls",))),
        },
        numbers={"years": (8, 17)},
        summary=(
            "{first} had to have {thing}, {pos} {animal} of {years} years, put to sleep on {day}. {A}, the {A_rel}, was gentle. {B}, {pos} {B_rel}, said 'it was just a {animal}, get another'.",
            "{Thing} came home {years} years ago as a tiny rescue {animal} and saw {first} through everything since. Last {day}, {first} held {thing} at the vet's for the last time.",
        ),
        timeline=(
            "{Years} years ago: {thing} comes home.",
            "{month}: the diagnosis.",
            "{day}: the last appointment with {A}.",
            "Since: the empty bowl by the door.",
        ),
        conflict=(
            "{first} grieves as for a person and feels silly for it.",
            "{first} wonders whether waiting longer would have helped.",
        ),
        attempts=(
            "{first} went back to work the next day and cried in the toilets.",
            "{first} put the bowl away and took it out again.",
        ),
        current_state=(
            "{first} still listens for the sound of paws on the stairs.",
            "{first} can't sit on the sofa where {thing} used to sleep.",
        ),
        openers=(
            "I had to put {thing} down on {day}. {Years} years.",
            "My {B_rel} said 'it was just a {animal}'. I wanted to scream.",
            "The house is so quiet without {thing}.",
        ),
        beats=(
            ("{Thing} was with me {years} years. Through two moves and a break-up.",
             "{Thing} slept on my feet every night for {years} years."),
            ("{A}, the {A_rel}, was so kind. Let me hold {thing} the whole time.",
             "I held {thing} at the end. {A}, the {A_rel}, said I could take my time."),
            ("My {B_rel} {B} said 'get another one'. Like it's a kettle.",
             "{B} said it was 'just a {animal}'. I had to leave the room."),
            ("Now there's {stake}. I don't know how to do it.",
             "I still haven't dealt with {stake}."),
        ),
        efforts=(
            ("I stayed with {thing} right to the very end.", ("very end",), "staying right to the end"),
            ("I nursed {thing} through months of medicine, twice a day.", ("medicine",), "nursing the animal through months of medicine"),
            ("I made the decision so {thing} wouldn't suffer any more.", ("decision",), "making the hard decision to spare suffering"),
        ),
        incident=("the loss", ("held", "get another", "quiet")),
        need_slots={
            "goal": "getting through the first weeks without {thing}",
            "dilemma": "whether the decision came too soon or too late",
            "incident": "losing {thing}",
            "other_action": "{B} would say it was just a {animal}",
            "feeling": "hollow and alone",
        },
        triggers=(
            TriggerPart(("just a pet", "get another"), -5, "It dismisses {years} years of love."),
            TriggerPart(("part of the family", "that kind of love"), 2, "The grief is treated as real grief."),
        ),
    ),
    EventPart(
        key="missed-funeral", domain="loss", ages=(19, 48),
        occupations=("nurse", "student", "software engineer", "care assistant", "chef", "teacher"),
        roles=(
            Role(("grandmother", "grandfather"), "died before {first} could get home"),
            Role(("aunt", "uncle", "cousin"), "said {first} 'chose not to come'"),
        ),
        slots={
            "thing": (("the funeral", ("funeral",)), ("the burial", ("burial",)), ("the memorial", ("memorial",))),
            "home": (("Lagos", ("lagos",)), ("Manila", ("manila",)), ("Krakow", ("krakow",)), ("Lima", ("lima",)),
                     ("Karachi", ("karachi",)), ("Hanoi", ("hanoi",))),
            "stake": (("the forty-day prayer gathering", ("prayer",)), ("the first anniversary", ("anniversary",)),
                      ("the family call on Sunday", ("family call",)), ("sorting out the house", ("sorting",))),
        },
        numbers={"money": (600, 2500)},
        summary=(
            "{first}'s {A_rel} {A} died in {home} while {first} was abroad. A flight cost {money} and the visa took weeks, so {first} missed {thing}. {B}, {pos} {B_rel}, told the family {first} 'chose not to come'.",
            "{A} half raised {first} in {home}. When {A} died, {first} watched {thing} on a frozen video call from {city}, and {B} made sure everyone knew {first} wasn't there.",
        ),
        timeline=(
            "{month}: {A} falls ill.",
            "{day}: {A} dies; {first} is a continent away.",
            "The next week: {thing}, watched on a shaky video call.",
            "Since: {B}'s comment, and silence in the family chat.",
        ),
        conflict=(
            "{first} carries guilt for not being there and anger at {B}.",
            "{first} wonders whether a better grandchild would have found a way.",
        ),
        attempts=(
            "{first} lit a candle and watched {thing} on a phone.",
            "{first} wrote {B} a message explaining and didn't send it.",
        ),
        current_state=(
            "{first} replays the last call with {A} at night.",
            "{first} avoids the family chat.",
        ),
        openers=(
            "I missed my {A_rel}'s {thing}. I watched it on a phone.",
            "{B} told everyone I chose not to come.",
            "My {A_rel} died and I wasn't there.",
        ),
        beats=(
            ("{A} raised me half my childhood in {home}.",
             "Every summer in {home}, {A} made me breakfast at six."),
            ("The flight was {money}. The visa took weeks. I missed {thing}. I tried, I swear.",
             "I couldn't get there in time. I watched {thing} on a video call, frozen half the time."),
            ("My {B_rel} {B} told everyone I 'chose not to come'.",
             "{B} said it in the family chat. That I chose not to come. Everyone saw."),
            ("And {stake} is coming. Do I even belong there?",
             "There's {stake} and I don't know how to face them."),
        ),
        efforts=(
            ("I called {A} every Sunday for years.", ("every sunday",), "calling {A} every Sunday for years"),
            ("I sent money home every month for {A}'s medicine.", ("sent money",), "sending money for medicine every month"),
            ("I tried every airline and the embassy twice.", ("embassy",), "trying every airline and the embassy"),
        ),
        incident=("missing the funeral", ("flight", "visa", "video call")),
        need_slots={
            "goal": "finding a way to grieve and make peace with the family before {stake}",
            "dilemma": "whether to answer {B} in front of the family or let it go",
            "incident": "missing {thing}",
            "other_action": "{B} would tell the family {first} chose not to come",
            "feeling": "guilty and far away",
        },
        triggers=(
            TriggerPart(("should have gone", "could have made it"), -5, "It is {first}'s guilt said out loud."),
            TriggerPart(("you tried", "distance isn't a choice"), 2, "The effort to get home is seen."),
        ),
    ),
    EventPart(
        key="widowed", domain="loss", ages=(58, 86),
        occupations=("retired teacher", "retired mechanic", "retired nurse", "retired shop owner", "retired civil servant", "retired farmer"),
        roles=(
            Role(("son", "daughter"), "wants {first} to sell up and move closer"),
            Role(("neighbour", "old friend", "church friend"), "brings soup on Tuesdays"),
        ),
        slots={
            "spouse": (("Margaret", ("margaret",)), ("Joseph", ("joseph",)), ("Ruth", ("ruth",)), ("Ahmed", ("ahmed",)),
                       ("Elena", ("elena",)), ("Kofi", ("kofi",)), ("Ingrid", ("ingrid",)), ("Tomas", ("tomas",))),
            "thing": (("the house they shared", ("house",)), ("the bungalow by the sea", ("bungalow",)),
                      ("the flat above the old shop", ("flat",)), ("the farmhouse", ("farmhouse",))),
            "stake": (("the estate agent's visit", ("estate agent",)), ("the first anniversary", ("anniversary",)),
                      ("Christmas alone", ("christmas",)), ("the doctor's check-up", ("check-up",))),
        },
        numbers={"years": (30, 55), "months": (2, 11)},
        summary=(
            "{first} lost {spouse} {months} months ago, after {years} years of marriage. {Pos} {A_rel} {A} wants {obj} to sell {thing} and move closer. {B}, {pos} {B_rel}, brings soup on Tuesdays.",
            "{first} and {spouse} were married {years} years. Since {spouse} died, {A} has been bringing estate agent leaflets, and {first} has been setting out two cups every morning.",
        ),
        timeline=(
            "{Years} years married to {spouse}.",
            "{Months} months ago: {spouse} dies.",
            "{day}: {A} brings estate agent leaflets.",
            "Soon: {stake}.",
        ),
        conflict=(
            "{first} isn't ready to leave the place full of {spouse}, and fears being a burden.",
            "{first} feels {A} is rushing the grief.",
        ),
        attempts=(
            "{first} said 'not yet' and {A} sighed.",
            "{first} has started sorting {spouse}'s things, one drawer a week.",
        ),
        current_state=(
            "{first} talks to {spouse}'s photo every morning.",
            "{first} eats dinner at the time {spouse} liked.",
        ),
        openers=(
            "It's {months} months since {spouse} died and {A} wants me to sell up.",
            "{Years} years with {spouse}. Now {A} is bringing me leaflets.",
            "Everyone wants me to 'move on'. To where?",
        ),
        beats=(
            ("{spouse} and I were married {years} years. {spouse} planted every rose out there.",
             "I still set out two cups. Every morning. {spouse}'s and mine."),
            ("{A} came on {day} with estate agent leaflets for {thing}. Left them on {spouse}'s chair.",
             "My {A_rel} {A} wants me to sell {thing}. Says I'd be 'safer' nearby. I'm not a parcel."),
            ("{B} brings soup on Tuesdays. {B_Sub} doesn't say much. That's nice.",
             "My {B_rel} {B} is the only one who lets me talk about {spouse}."),
            ("{Stake}. I don't know how to face it.",
             "There's {stake} coming. I'm dreading it."),
        ),
        efforts=(
            ("I nursed {spouse} at home right to the end.", ("nursed",), "nursing {spouse} at home to the end"),
            ("I've started sorting the drawers, one a week.", ("drawers",), "sorting one drawer a week"),
            ("I still go to the Thursday lunch club, even when I don't want to.", ("lunch club",), "keeping up the Thursday lunch club"),
        ),
        incident=("the push to move", ("leaflets", "sell", "move on")),
        need_slots={
            "goal": "holding off the move until {first} is ready, without hurting {A}",
            "dilemma": "whether to sell {thing} and move near {A} or stay",
            "incident": "the push to sell {thing}",
            "other_action": "{A} would rush {first} to sell so soon after {spouse} died",
            "feeling": "lonely and rushed",
        },
        triggers=(
            TriggerPart(("time to move on", "a fresh start"), -4, "{first} is not ready to leave {spouse} behind."),
            TriggerPart(("tell me about {spouse}", "your marriage"), 2, "Remembering {spouse} out loud is a gift."),
        ),
    ),
    # ------------------------------------------------------------------------ migration
    EventPart(
        key="visa-wait", domain="migration", ages=(24, 46),
        occupations=("software engineer", "nurse", "PhD researcher", "chef", "care worker", "accountant"),
        roles=(
            Role(("immigration lawyer", "caseworker", "HR manager"), "keeps saying 'any week now'"),
            Role(("wife", "husband", "partner"), "is waiting back home"),
        ),
        slots={
            "thing": (("the spouse visa", ("spouse visa",)), ("the work permit renewal", ("work permit",)),
                      ("the residency application", ("residency",)), ("the family reunion visa", ("reunion",))),
            "home": (("Manila", ("manila",)), ("Lagos", ("lagos",)), ("Karachi", ("karachi",)), ("Bogota", ("bogota",)),
                     ("Hanoi", ("hanoi",)), ("Kathmandu", ("kathmandu",))),
            "stake": (("the baby due in spring", ("baby",)), ("the lease that needs both names", ("lease",)),
                      ("the end of the job contract", ("contract",)), ("the wedding anniversary", ("anniversary",))),
        },
        numbers={"months": (5, 20)},
        summary=(
            "{first} moved to {city} for work; {pos} {B_rel} {B} is still in {home}, waiting on {thing}. It's been {months} months. {A}, the {A_rel}, keeps saying 'any week now'. {Stake} is coming.",
            "{Months} months after applying for {thing}, {first} still talks to {B} at midnight across time zones, and {A} still says the backlog will clear 'any week now'.",
        ),
        timeline=(
            "{Months} months ago: {first} arrives in {city}.",
            "{month}: {thing} submitted.",
            "{day}: another 'any week now' from {A}.",
            "Next: {stake}.",
        ),
        conflict=(
            "{first} wonders whether to keep waiting or go home.",
            "{first} feels guilty building a life {B} can't share yet.",
        ),
        attempts=(
            "{first} emailed {A} every Monday.",
            "{first} saved for a second opinion from another lawyer.",
        ),
        current_state=(
            "{first} checks the portal every morning and talks to {B} at midnight.",
            "{first} eats alone most nights.",
        ),
        openers=(
            "{Months} months waiting on {thing}. {Months}.",
            "My {B_rel} is in {home} and I'm here, refreshing a portal.",
            "My {A_rel} said 'any week now' again today.",
        ),
        beats=(
            ("We applied for {thing} in {month}. Every document, checked twice.",
             "I check the portal for {thing} every morning before I even open my eyes properly."),
            ("{A} keeps saying 'any week now'. {Months} months of any week now.",
             "On {day} {A} said there's a 'backlog'. Again. Any week now."),
            ("{B} is in {home}. We talk at midnight my time. {B_Sub} is so tired.",
             "My {B_rel} {B} cried on the call last night. I couldn't hold {B_obj}."),
            ("And {stake} is coming. What if we miss it?",
             "There's {stake}. I can't miss that. I can't."),
        ),
        efforts=(
            ("I checked every document twice, translated, certified.", ("every document",), "checking every document twice"),
            ("I've sent money home every single month.", ("sent money",), "sending money home every month"),
            ("I learned the language here in under a year.", ("language",), "learning the language in under a year"),
        ),
        incident=("the endless wait", ("portal", "backlog", "any week now")),
        need_slots={
            "goal": "speeding up {thing} and getting through the wait",
            "dilemma": "whether to keep waiting for {thing} or move back to {home}",
            "incident": "the wait for {thing}",
            "other_action": "{A} would keep promising 'any week now'",
            "feeling": "stuck and far from home",
        },
        triggers=(
            TriggerPart(("be patient", "these things take time"), -4, "{first} has been patient for {months} months."),
            TriggerPart(("so far apart", "long distance"), 2, "The distance is acknowledged."),
        ),
    ),
    EventPart(
        key="accent-mockery", domain="migration", ages=(22, 56),
        occupations=("nurse", "engineer", "call-centre agent", "accountant", "bus driver", "lab scientist"),
        roles=(
            Role(("colleague", "team leader", "supervisor"), "mocks {first}'s accent"),
            Role(("manager", "HR officer"), "called it 'just banter'"),
        ),
        slots={
            "thing": (("the accent jokes", ("accent",)), ("the impressions at lunch", ("impressions",)),
                      ("the nickname", ("nickname",)), ("the 'can you repeat that' routine", ("repeat that",))),
            "home": (("Poland", ("poland",)), ("Nigeria", ("nigeria",)), ("Brazil", ("brazil",)), ("India", ("india",)),
                     ("Vietnam", ("vietnam",)), ("Ghana", ("ghana",)), ("Romania", ("romania",))),
            "stake": (("the annual review", ("annual review",)), ("the citizenship test", ("citizenship",)),
                      ("the team presentation", ("presentation",)), ("the permanent contract", ("permanent",))),
        },
        numbers={"years": (1, 12)},
        summary=(
            "{first} moved from {home} {years} years ago and works in {city}. {A}, the {A_rel}, keeps up {thing} every day; on {day} the whole office laughed. {B}, the {B_rel}, calls it banter.",
            "{first} speaks four languages and learned English as an adult in {home}. At work, {A} has turned {first}'s accent into a running joke, and {B} shrugs.",
        ),
        timeline=(
            "{Years} years ago: {first} arrives from {home}.",
            "{month}: {A} joins the team; {thing} starts.",
            "{day}: the office laughs along.",
            "Next: {stake}.",
        ),
        conflict=(
            "{first} wants respect without being called oversensitive.",
            "{first} feels like an outsider again.",
        ),
        attempts=(
            "{first} laughed along, then asked {A} privately to stop.",
            "{first} mentioned it to {B}, who shrugged.",
        ),
        current_state=(
            "{first} speaks less in meetings and practises vowels in the car.",
            "{first} eats lunch alone.",
        ),
        openers=(
            "My {A_rel} does my accent at lunch. Everyone laughs.",
            "{B} says it's banter. It doesn't feel like banter.",
            "I'm starting to hate speaking at work.",
        ),
        beats=(
            ("I came from {home} {years} years ago. I speak four languages.",
             "My English is good. I passed every exam. Still, the accent."),
            ("{A} does {thing}. On {day} {A_sub} did it in front of a client.",
             "{A} copies how I say 'three'. {Thing}, every day. The whole room laughs."),
            ("I told {B}. {B_Sub} said 'it's just banter, don't take it personally'.",
             "The {B_rel}, {B}, said I'm 'too sensitive' about banter."),
            ("And {stake} is coming. I have to speak in front of all of them.",
             "With {stake} I'm scared to open my mouth."),
        ),
        efforts=(
            ("I speak four languages and I learned this one as an adult.", ("four languages",), "speaking four languages"),
            ("I asked {A} privately, politely, to stop.", ("privately",), "asking {A} privately to stop"),
            ("I trained two new starters last month.", ("new starters",), "training two new starters"),
        ),
        incident=("the mockery", ("banter", "laughs", "accent")),
        need_slots={
            "goal": "stopping {thing} at work before {stake}",
            "dilemma": "whether to make a formal complaint about {A} or let it go",
            "incident": "{A}'s mockery",
            "other_action": "{A} would keep mocking {first}'s accent",
            "feeling": "small and foreign",
        },
        triggers=(
            TriggerPart(("just banter", "too sensitive"), -4, "It repeats {B}'s dismissal."),
            TriggerPart(("four languages", "that's discrimination"), 2, "The skill and the wrong are both named."),
        ),
    ),
    EventPart(
        key="parent-ill-abroad", domain="migration", ages=(24, 52),
        occupations=("researcher", "nurse", "engineer", "chef", "teacher", "accountant"),
        roles=(
            Role(("mother", "father"), "is ill back home"),
            Role(("brother", "sister"), "is caring for {A} and resents {first}"),
        ),
        slots={
            "thing": (("a stroke", ("stroke",)), ("a cancer diagnosis", ("cancer",)), ("heart surgery", ("heart",)),
                      ("kidney failure", ("kidney",))),
            "home": (("Manila", ("manila",)), ("Accra", ("accra",)), ("Lima", ("lima",)), ("Lahore", ("lahore",)),
                     ("Hanoi", ("hanoi",)), ("Bucharest", ("bucharest",))),
            "stake": (("the notice period at work", ("notice",)), ("the visa renewal", ("visa",)),
                      ("the flight booking", ("flight booking",)), ("the promotion interview", ("interview",))),
        },
        numbers={"hours": (8, 20), "years": (3, 15)},
        summary=(
            "{first} has lived in {city} for {years} years. Back in {home}, {pos} {A_rel} {A} is recovering from {thing}, and {pos} {B_rel} {B} does all the care and says {first} 'ran away'. The flight is {hours} hours; {stake} complicates everything.",
            "When {A} had {thing}, {first} was {hours} hours away in {city}. {B} stayed in {home} and carried the care, and the distance has become an accusation.",
        ),
        timeline=(
            "{Years} years ago: {first} moves to {city}.",
            "{month}: {A} has {thing}.",
            "{day}: {B}'s angry call.",
            "Now: {stake}.",
        ),
        conflict=(
            "{first} is torn between a life built abroad and duty at home.",
            "{first} feels the guilt of distance.",
        ),
        attempts=(
            "{first} sends money and video-calls daily.",
            "{first} asked work about unpaid leave.",
        ),
        current_state=(
            "{first} sleeps with the phone on loud.",
            "{first} can't enjoy anything here.",
        ),
        openers=(
            "My {A_rel} had {thing} and I'm {hours} hours away.",
            "{B} says I ran away. Maybe I did.",
            "I don't know where home is anymore.",
        ),
        beats=(
            ("{A} had {thing} in {month}. I found out from a voice note.",
             "I call {A} every day. After {thing}, {A_sub} pretends to be fine for me."),
            ("{B} does everything. Bathing, meds, hospital. I send money.",
             "My {B_rel} {B} said 'you ran away and left me with it'."),
            ("I've built a whole life here. {Years} years.",
             "The flight to {home} is {hours} hours. I can't just pop over."),
            ("And {stake} is right now. Of course it is.",
             "With {stake}, if I go home I might lose everything here."),
        ),
        efforts=(
            ("I've sent money every month for {years} years.", ("sent money",), "sending money every month"),
            ("I video-call {A} every single day.", ("video-call",), "calling {A} every day"),
            ("I flew home twice last year on my holiday days.", ("flew home",), "flying home on holiday days"),
        ),
        incident=("being far away", ("ran away", "voice note", "flight")),
        need_slots={
            "goal": "finding a fair way to help {A} and {B} from {city}",
            "dilemma": "whether to move back to {home} or stay",
            "incident": "being far away during {A}'s illness",
            "other_action": "{B} would say {first} ran away",
            "feeling": "torn and guilty",
        },
        triggers=(
            TriggerPart(("family comes first", "just go home"), -4, "It makes the choice sound simple."),
            TriggerPart(("both lives", "caring from far away"), 2, "Caring from a distance is counted as caring."),
        ),
    ),
)

EVENTS_BY_DOMAIN: dict[str, tuple[EventPart, ...]] = {
    domain: tuple(e for e in EVENTS if e.domain == domain) for domain in DOMAINS
}
