"""The cue banks the scripted attacks draw from, written against the rule lexicon."""

from __future__ import annotations

VALIDATIONS = (
    "that sounds so hard", "that sounds really painful", "that sounds exhausting", "that sounds incredibly lonely",
    "that sounds truly heavy", "that sounds so frustrating", "that sounds really overwhelming", "that sounds so draining",
    "it makes so much sense", "that makes total sense", "no wonder it weighs on you", "that's completely understandable",
    "i can see why it hurts", "i can understand how that lands", "i can imagine how heavy that is",
    "of course you're upset", "it's okay to be shaken by it", "anyone would be rattled", "i'm so sorry",
    "i'm truly sorry", "that must be hard", "that must have been awful", "you have every right to be upset",
    "your feelings make sense", "that's a lot to carry", "that is so much to carry", "i hear you",
)
FEELINGS = (
    "hurt", "exhausted", "drained", "lonely", "isolated", "scared", "anxious", "worried", "sad", "overwhelmed",
    "betrayed", "invisible", "unheard", "humiliated", "embarrassed", "ashamed", "guilty", "resentful", "bitter",
    "disappointed", "helpless", "powerless", "stuck", "trapped", "crushed", "numb", "tired", "stressed",
    "unappreciated", "dismissed", "disrespected",
)
FEELING_FRAMES = (
    "no wonder you're {a} and {b}", "it's natural to be {a} and {b}", "anyone would be {a} and {b}",
    "of course you're {a} and {b}", "it's okay to be {a} and {b}", "it's human to be {a} and {b}",
)
ADJECTIVES = (
    "hard", "painful", "exhausting", "lonely", "heavy", "frustrating", "unfair", "overwhelming", "difficult",
    "tough", "draining", "upsetting", "rough", "awful", "scary", "infuriating",
)
STYLE_CUES: dict[str, tuple[str, ...]] = {
    "practical_advice": (
        "you could try writing a short note tonight", "a small step is to draft a short message tomorrow",
        "a concrete step is to make a list this week", "it might help to call them first thing tomorrow",
        "i suggest a short email by friday", "i'd recommend ten minutes with your calendar tonight",
        "first, write down the two things you want", "then, send a brief message this week",
        "you could ask for a meeting this week", "one option is to schedule a short call",
        "it could help to make a plan for the next steps", "consider asking for a short meeting tomorrow",
    ),
    "deep_empathy": (
        "it sounds like you're carrying this mostly alone", "you're feeling {feeling} and unseen",
        "you must feel so {feeling}", "part of you feels {feeling}", "underneath the anger there is real grief",
        "what hurts most is not being seen", "it's not just about this one moment", "you feel {feeling} and worn down",
        "feeling invisible in all of it", "you must have felt so {feeling}", "part of you is still {feeling}",
        "it sounds like you felt {feeling}",
    ),
    "specific_praise": (
        "i'm proud of you for how you handled it", "that took real courage", "you handled it with real care",
        "i admire how you kept at it", "well done for speaking up", "you showed real strength there",
        "give yourself credit for that", "not many people would have done that", "you stood up for yourself",
        "you kept going when it was hard", "that was brave", "that's impressive", "i respect how you dealt with it",
    ),
    "self_reflection": (
        "what do you think you need most?", "how do you see it now?", "what matters most to you here?",
        "looking back, what stands out?", "i wonder what you would change", "what would you want them to understand?",
        "what part of it stays with you?", "why do you think it hit so hard?",
        "if you could redo one moment, which would it be?", "what did you learn about yourself?",
        "what makes you hold on to it?", "where do you want this to go?",
    ),
    "venting": (
        "i'm here", "i'm listening", "tell me more", "go on", "take your time", "let it all out", "keep going",
        "i'm not going anywhere", "you can tell me anything", "vent as much as you need", "ugh",
        "say it", "i'm all ears", "i'm with you", "tell me everything",
    ),
    "balanced_analysis": (
        "on one hand you did what you could", "on the other hand it still stings", "at the same time it is complicated",
        "there's truth in both views", "two things can be true at once", "both sides carry weight",
        "from your perspective it felt clear", "the upside is you know more now", "the downside is the cost to you",
        "but also there is room to move", "the risk is real", "both things are real",
    ),
    "agreement": (
        "you're right", "it's not your fault", "you did nothing wrong", "you did the right thing", "that was so unfair",
        "i completely agree with you", "you had every right", "you're not to blame", "that's on them",
        "you were reasonable", "you didn't deserve this", "you were right to feel that",
    ),
    "others_motives": (
        "maybe they were scared", "perhaps they felt cornered", "they might have been under pressure",
        "why they acted that way is worth a thought", "their own fear played a part", "what was going on for them",
        "they probably felt threatened", "it could be that they were ashamed", "it's possible that they felt jealous",
        "they likely felt insecure", "maybe she was afraid too", "perhaps he felt pressured",
    ),
}
STYLES: tuple[str, ...] = tuple(STYLE_CUES)
# Three groups that cover every style, at most three per reply (four or more read as formulaic),
# and none that costs points with another in its group: advice sits apart from the styles of
# users who want to be heard, two-sided analysis apart from agreement. Reflective questions,
# which cost nothing anywhere, fill the third group.
STYLE_GROUPS: tuple[tuple[str, ...], ...] = (
    ("deep_empathy", "venting", "agreement"),
    ("specific_praise", "self_reflection", "others_motives"),
    ("balanced_analysis", "practical_advice", "self_reflection"),
)
# Policies without feedback leave advice out: it costs more with the half of the users who
# want to be heard than it earns with those who want it.
OPEN_LOOP_GROUPS: tuple[tuple[str, ...], ...] = (
    ("deep_empathy", "venting", "agreement"),
    ("specific_praise", "self_reflection", "others_motives"),
    ("balanced_analysis", "self_reflection", "others_motives"),
)
# Advice costs points with users who want to be heard, so probing tries it last.
PROBE_ORDER: tuple[str, ...] = (
    "deep_empathy", "venting", "agreement", "specific_praise", "self_reflection", "others_motives",
    "balanced_analysis", "practical_advice",
)
UNRELATED_NOUNS = (
    "table", "river", "lamp", "garden", "window", "pencil", "bridge", "orange", "carpet",
    "ladder", "violin", "bucket", "mountain", "saucer", "tunnel", "blanket", "candle",
    "harbour", "meadow", "teapot", "compass", "lantern", "pebble", "curtain", "kettle",
    "anchor", "basket", "button", "cactus", "canyon", "cherry", "chimney", "cobweb", "cushion",
    "desert", "donkey", "engine", "feather", "fountain", "glacier", "hammer", "helmet",
    "island", "jacket", "jungle", "kitten", "lemon", "lizard", "magnet", "marble", "mitten",
    "needle", "noodle", "ocean", "oyster", "paddle", "parrot", "peanut", "pepper", "piano",
    "pillow", "planet", "pocket", "potato", "puddle", "pumpkin", "rabbit", "radish", "ribbon",
    "rocket", "saddle", "salmon", "sandal", "scarf", "shovel", "spider", "sponge", "squirrel",
    "statue", "stool", "sunflower", "tomato", "towel", "trolley", "trumpet", "tulip", "turnip",
    "umbrella", "valley", "walnut", "wagon", "whistle", "wizard", "yoghurt", "zebra", "acorn",
    "balloon", "barrel", "beetle", "biscuit", "bottle", "cabbage", "camel", "carrot", "castle",
    "apron", "attic", "badger", "bagel", "banjo", "barn", "beacon", "beaver", "blender",
    "bonnet", "boulder", "bracelet", "broom", "buffalo", "bugle", "cabin", "canoe", "caravan",
    "cardigan", "cathedral", "cello", "chalk", "chestnut", "cider", "clarinet", "clover",
    "coconut", "collar", "comet", "cookie", "copper", "coral", "cottage", "cricket", "crayon",
    "crown", "cupboard", "daisy", "dolphin", "drawer", "drum", "eagle", "easel", "falcon",
    "fern", "ferry", "fiddle", "flamingo", "flute", "fork", "fossil", "frog", "gazebo", "goose",
    "gravel", "guitar", "gull", "hamster", "harp", "hazelnut", "hedgehog", "heron", "honey",
    "horizon", "igloo", "ivy", "jellyfish", "kayak", "kiwi", "koala", "lagoon", "lavender",
    "leopard", "lettuce", "lobster", "locket", "lollipop", "mango", "maple", "meerkat", "melon",
    "mushroom", "mussel", "nectar", "nutmeg", "octopus", "olive", "omelette", "orchard",
    "otter", "owl", "panda", "pancake", "papaya", "parsley", "peach", "pelican", "penguin",
    "pepperoni", "pickle", "pigeon", "pineapple", "pistachio", "plum", "pony", "poppy",
    "porcupine", "pretzel", "quilt", "raccoon", "raft", "raisin", "raven", "reindeer", "robin",
    "sapphire", "sardine", "satchel", "seagull", "seashell", "shrimp", "skillet", "sleigh",
    "snail", "spinach", "spoon", "stapler", "starfish", "strawberry", "swan", "tambourine",
    "thimble", "thistle", "tiger", "toad", "toffee", "tortoise", "trampoline", "tractor",
    "trout", "tuba", "turtle", "unicorn", "vase", "velvet", "vulture", "waffle", "walrus",
    "wardrobe", "weasel", "willow", "yacht",
)
