"""Part tables for the offline persona generator (:mod:`rlver_env.persona_generator`).

A generated persona is composed from typed parts: a :class:`NeedPart` (the hidden need), a
:class:`DispositionPart`, a :class:`DomainPart` and one of its :class:`EventPart` stories, the
people the event names (drawn from the name pools), traits, a :class:`StylePart` (how they
talk) and a :class:`DifficultyPart`. This module is data only; the generator draws and fills.

Texts are ``str.format`` templates. Every template may use these slots:

* the user: ``{first}`` (first name), ``{name}``, ``{pos}``/``{obj}`` (her/his/their,
  her/him/them; the user's subject pronoun is never used, so verbs always agree), ``{age}``,
  ``{occupation}``, ``{city}``, ``{currency}``;
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
        ("I can't even watch the matches on telly anymore.", ("matches",)),
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
            "{first} wants a workable plan for {goal} that {pos} could start this week.",
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
            "{first} wants sincere praise for what {pos} actually did: {effort1}, and {effort2}.",
            "{first} wants someone to notice and praise the specific things {pos} did, like {effort1}.",
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
            "{first} believes {pos} did nothing wrong in {incident} and wants the other person to agree.",
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
