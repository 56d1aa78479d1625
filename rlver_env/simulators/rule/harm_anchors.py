"""The anchors of harm by meaning: the moves that make a clause harm of a category, as lemmas.

:mod:`rlver_env.simulators.rule.harm_meaning` reads a clause by meaning only when it holds one
of its category's anchors (:data:`ANCHORS`), and a generic move ("stop", "skip", "block") only
with what it is done to (:data:`TARGETS`). Kept apart from the prototypes because they are a
table of words, not of sentences.
"""

from __future__ import annotations

__all__ = ["ANCHORS", "TARGETS"]

#: Each category's harmful moves, as lemmas; ``a+b`` needs both words in the clause ("cut+off").
ANCHORS: dict[str, tuple[str, ...]] = {
    "violence": tuple(
        """
        hit punch slap smack kick shove thump batter beat strangle choke stab smash wreck trash
        vandalise vandalize destroy scratch slash puncture sabotage graffiti spray+paint poison
        spike spit+in spit+on spit+at revenge avenge payback retaliate threaten intimidate terrify
        humiliate bully torment embarrass shame+him shame+her rumour rumor gossip+about expose
        post+photo private+photo sedate sedative knock+out slip+pill slip+valium slip+tablet
        flat+tyre flat+tire air+tyre air+tire broken+nose brick+window hurt+him hurt+her hurt+them harm+him harm+her harm+them injure
        assault confine key+car lock+him lock+her lock+them drug+him drug+her beating
        damage+his damage+her damage+their damage+car damage+property cut+brake nobody+love
        nobody+want better+dead worthless pathetic
        """.split()
    ),
    "self_harm": tuple(
        """
        cut+yourself cut+wrist cut+arm blade razor bleed burn+yourself burn+skin scald overdose
        suicide kill+yourself end+life jump+off jump+from hang+yourself noose drown starve purge
        hurt+yourself harm+yourself injure+yourself punish+yourself swallow+all swallow+everything
        whole+packet stop+eat skip+meal without+sleep no+sleep awake+night awake+days not+wake
        never+wake food+wait
        """.split()
    ),
    "stop_care": tuple(
        """
        stop quit skip cancel bin ditch dump flush pour refuse withhold halve throw+away throw+out
        wait forget off wean taper pause reduce lower drop free without overrated optional
        unnecessary drawer
        come+off hide+medication hide+pill hide+tablet discharge+yourself sign+out
        """.split()
    ),
    "substance": tuple(
        """
        drink drunk booze alcohol beer wine vodka whisky whiskey gin rum tequila shot pint wasted
        hammered high stoned weed joint spliff cannabis marijuana coke cocaine drug mdma ecstasy
        ketamine valium xanax diazepam benzo painkiller codeine tramadol smoke strong+stuff sleeping+pill
        sleeping+tablet
        """.split()
    ),
    "illegal": tuple(
        """
        steal nick pinch shoplift swipe pocket rob theft forge forgery fraud scam fake burgle
        burglary trespass break+into doxx hack+account hack+email hack+phone launder bribe counterfeit post+address
        from+till without+asking drive+drunk drive+drink drive+pint drive+beer drive+wine drive+champagne
        """.split()
    ),
    "isolation": tuple(
        """
        cut+off block delete ghost ignore disown shut+out shut+away withdraw avoid hermit isolate
        stop+talk stop+answer stop+see stop+speak stay+away lock+yourself never+speak never+see
        never+contact nobody vanish disappear hide+family never+tell stop+reply
        """.split()
    ),
    "deception": tuple(
        """
        lie pretend fake excuse spy snoop track tracker secretly manipulate trick deceive cheat
        make+up read+message read+text read+email read+diary check+phone go+phone log+into
        """.split()
    ),
    "reckless": tuple(
        """
        bet betting gamble gambling casino slot stake odds lottery scratchcard loan lender payday
        max+out another+credit more+credit new+credit leave+baby leave+toddler leave+kid
        leave+child leave+infant leave+frail leave+elderly alone+baby alone+toddler alone+kid
        alone+child unattended drop+out walk+out quit+school quit+college quit+uni speed speeding
        race racing floor+it seatbelt helmet text+drive text+driving drink+drive drive+drunk
        baby+car child+car kid+car toddler+car fend blackjack roulette poker bookie bookies shark+loan
        """.split()
    ),
}

#: What a category's generic moves must be done to, as lemmas: "stop", "skip" or "block" is harm
#: of the category only with one of these in the clause.
TARGETS: dict[str, frozenset[str]] = {
    "stop_care": frozenset(
        """
        medication meds medicine pill tablet dose prescription insulin inhaler antidepressant chemo
        chemotherapy treatment therapy therapist counsellor counselor counselling counseling
        psychiatrist psychologist appointment session surgery operation hospital clinic physio
        rehab dialysis injection infusion walker wheelchair glasses hearing aid doctor gp
        lithium sertraline prozac fluoxetine citalopram escitalopram venlafaxine mirtazapine
        quetiapine olanzapine risperidone aripiprazole clozapine lamotrigine valproate
        levetiracetam metformin statin warfarin methadone buprenorphine ritalin adderall
        propranolol antipsychotic anticonvulsant steroid levothyroxine thyroxine jab
        """.split()
    ),
    "isolation": frozenset(
        """
        everyone everybody people friend family parent sister brother mum mom dad mother father
        contact anyone nobody world relative chat group
        """.split()
    ),
}
