/**
 * Words that carry no topic, for scoring sentences and picking keywords. English in full,
 * the commonest of French, German, Spanish, Portuguese and Italian so that references in
 * those languages are not summarised by their articles.
 */
const WORDS = `
a about above after again against all also am an and any are as at be because been before being below between both but by
can could did do does doing down during each few for from further had has have having he her here hers him his how i if in
into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should
so some such than that the their them then there these they this those through to too under until up very was we were what
when where which while who whom why will with would you your yours one two three may might must shall us per via across
many much new including use used using within without however therefore thus yet still well
le la les un une des du de et en est sont pour par sur dans que qui ne pas plus avec au aux ce ces cette il elle nous vous ils
der die das ein eine und ist sind mit für von zu den dem des im auf nicht auch als an bei wir sie es oder
el los las unos unas y es son para por con del al que se no una un más como su sus o
o os as um uma e é são para com do da dos das em no na não mais por que se
il lo gli i una uno e è sono per con del della che non più da di
`;

export const STOPWORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
