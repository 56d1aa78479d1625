"""The embedded rule-based user: features of a reply, the cue lexicon, scoring and the user's voice."""
