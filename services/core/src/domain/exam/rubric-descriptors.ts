import type { RubricCriterion } from './exam.ts';

/** What one score of one criterion means, in one examiner-style line. */
export type ScoreDescriptor = { score: number; text: string };

// Written for this product from the gist of each exam owner's public band descriptors, not copied from them: a
// reminder of what a score stands for, not the official wording. Keyed by rubric version, then by criterion key, or
// by `taskKey.key` where one key means different things per task (PTE's Content, TOEFL's holistic rating). Every
// scale here starts at 0 in whole steps, so a line's index is its score.
const descriptors: Record<string, Record<string, readonly string[]>> = {
  'ielts-2024': {
    taskAchievement: [
      'No answer, or the text is memorised or has nothing to do with the task.',
      'Hardly any link to the task; almost nothing relevant is conveyed.',
      'Barely touches the task; very little relevant information gets across.',
      'Misreads the task; key information is missing, wrong or mostly irrelevant.',
      'Attempts the task but misses or confuses key features; details may be wrong or off-topic.',
      'Covers the task only in part; details recounted mechanically, no clear overview, some inaccuracy.',
      'Meets the requirements; an overview is given but key features are covered unevenly or loosely.',
      'Covers all requirements; clear overview and key features drawn out, though they could be fuller.',
      'Covers the task well; key features selected, highlighted and illustrated clearly, slips are minor.',
      'Fully meets the task; every key feature is presented and highlighted precisely and aptly.',
    ],
    taskResponse: [
      'No answer, or the text is memorised or has nothing to do with the question.',
      'Does not engage with the question; no position or ideas can be made out.',
      'Hardly touches the question; no clear position, few ideas and little support.',
      'Does not address the question adequately; no clear position, ideas few or undeveloped.',
      'Responds minimally or off-target; position unclear and main ideas hard to identify.',
      'Addresses the question in part; position not always clear, ideas limited and thinly developed.',
      'Addresses all parts, some more fully; relevant position, but conclusions may be unclear or repetitive.',
      'Addresses all parts; clear position throughout, main ideas extended and supported, some overgeneralised.',
      'Answers all parts well; ideas relevant, extended and well supported, with only occasional gaps.',
      'Answers every part fully; clear, well-developed position with extended, fully supported ideas.',
    ],
    coherenceCohesion: [
      'No answer, or nothing that can be assessed as connected writing.',
      'No apparent organisation; the message cannot be followed.',
      'Very little control of organisation; ideas are hard to connect.',
      'Ideas not arranged logically; linking devices few and often wrong.',
      'Information presented but not coherently arranged; linking basic, inaccurate or repetitive.',
      'Some organisation but no clear progression; linking overused, faulty or missing; paragraphing weak.',
      'Coherent, with overall progression; linking works but is at times faulty or mechanical.',
      'Logically organised with clear progression; a range of linking devices, some under- or over-used.',
      'Information sequenced logically; cohesion well managed; paragraphing sufficient and apt.',
      'Cohesion so natural it draws no attention; paragraphing handled skilfully.',
    ],
    lexicalResource: [
      'No answer, or no vocabulary that can be assessed.',
      'Only a few isolated words can be recognised.',
      'Extremely limited vocabulary; virtually no control of word formation or spelling.',
      'Very narrow range of words; errors in choice and spelling may distort the message.',
      'Basic, repetitive vocabulary, sometimes unsuited to the task; errors can strain the reader.',
      'Limited range, just enough for the task; noticeable spelling or word-form errors cause some difficulty.',
      'Adequate range for the task; tries less common words with some inaccuracy that rarely blocks meaning.',
      'Enough range for flexibility and precision; some less common words and collocation, occasional slips.',
      'Wide range used fluently and precisely; skilful use of less common words, rare errors.',
      'Wide range with full, natural control; errors are rare slips only.',
    ],
    grammaticalRangeAccuracy: [
      'No answer, or no sentences that can be assessed.',
      'Sentence forms cannot be recognised beyond isolated words.',
      'Hardly any sentence forms beyond memorised phrases.',
      'Tries sentence forms, but errors dominate and often distort meaning.',
      'Very limited range, subordinate clauses rare; frequent errors, punctuation often faulty.',
      'Limited range; complex sentences tried but less accurate than simple ones; errors can confuse.',
      'Mix of simple and complex forms; some grammar and punctuation errors that rarely impede meaning.',
      'Variety of complex structures; many error-free sentences; good control with a few errors.',
      'Wide range of structures; most sentences error-free; only occasional, non-systematic slips.',
      'Wide range used with full flexibility and accuracy; errors are rare slips.',
    ],
  },
  'oet-2.0': {
    purpose: [
      'The purpose of the letter is not apparent.',
      'Purpose only hinted at or muddled; the reader has to search for it.',
      'Purpose stated, but late, vague or not fully expanded.',
      'Purpose clear at once and expanded as needed (what is requested and why).',
    ],
    content: [
      'Too little relevant content to assess; key case notes missing or wrong.',
      'Most key information missing or inaccurate; the reader cannot act on it.',
      'Several key points missing or wrong; much irrelevant detail.',
      'Some key information missing or inaccurate; irrelevant notes intrude.',
      'Most key information present, with an omission or inaccuracy that matters.',
      'Key information present and mostly accurate; a little unneeded or imprecise detail.',
      'All key information present and accurate, with minor lapses in selection.',
      "All necessary information included accurately and suited to the reader's needs.",
    ],
    concisenessClarity: [
      'Too little text to judge, or the message is lost.',
      'Long, unfocused and unclear; the reader cannot pick out the main points.',
      'Much irrelevant detail and wording obscure the key information.',
      'Often wordy or unclear; important points are hard to find.',
      'Generally clear, with stretches of unneeded detail or wordiness.',
      'Mostly concise and clear; occasional irrelevance or wordiness.',
      'Concise and clear, with minor lapses in focus.',
      'Precisely summarised: only what the reader needs, clearly put.',
    ],
    genreStyle: [
      'Too little text to judge register or style.',
      'Register wholly unsuited to a professional letter.',
      'Register often inappropriate; little awareness of the reader.',
      'Register and tone uneven; phrasing or jargon unsuited to the reader.',
      'Mostly appropriate register, with noticeable lapses in tone or terminology.',
      'Appropriate register and tone, with occasional lapses.',
      'Professional register and tone suited to the reader; minor slips only.',
      'Register, tone and terminology fully suited to the reader and purpose.',
    ],
    organisationLayout: [
      'Too little text to judge organisation.',
      'No discernible organisation; not laid out as a letter.',
      'Information largely disorganised; paragraphing absent or arbitrary.',
      'Poor sequencing and paragraphing; the reader struggles to follow.',
      'Some logical order, but related points scattered; layout partly correct.',
      'Generally organised and paragraphed; some points poorly placed.',
      'Well organised, clear paragraphs and proper layout; minor lapses.',
      'Information logically ordered and grouped; layout entirely appropriate.',
    ],
    language: [
      'Too little text to judge the language.',
      'Errors throughout prevent the message from being understood.',
      'Frequent, serious errors often obscure meaning.',
      'Many errors in grammar, vocabulary, spelling or punctuation strain the reader.',
      'Noticeable errors that sometimes obscure meaning; limited range.',
      'Some errors, but meaning generally clear; adequate range.',
      'Accurate, varied language; occasional errors that do not affect meaning.',
      'Accurate, flexible language; errors are rare and minor.',
    ],
  },
  'pte-2025-08': {
    'summary.content': [
      'Omits or misrepresents the main points of the passage.',
      'Captures some main points, with omissions or inaccuracies.',
      "Sums up the passage's key points accurately.",
    ],
    'summary.form': [
      'Not one sentence, outside 5-75 words, all capitals or without punctuation.',
      'One complete sentence of 5-75 words.',
    ],
    'summary.grammar': [
      'Grammar errors that obscure meaning.',
      'Grammar errors that do not obscure meaning.',
      'Correct grammatical structure.',
    ],
    'summary.vocabulary': [
      'Word choice that obscures meaning.',
      'Some lexical errors, but meaning is clear.',
      'Appropriate word choice throughout.',
    ],
    'essay.content': [
      'Does not address the prompt in any relevant way.',
      'Touches on the topic but misses most of the prompt; little relevant support.',
      'Addresses the prompt in part; main points vague and poorly supported.',
      'Relevant but incomplete; main points lack clear explanation or examples.',
      'Addresses the prompt adequately; some points need more support.',
      'Addresses the prompt well; persuasive, with mostly relevant support.',
      'Fully addresses the prompt; in-depth, convincing argument with relevant examples.',
    ],
    'essay.form': [
      'Under 120 or over 380 words, all capitals, no punctuation or only bullet points.',
      '120-199 or 301-380 words.',
      '200-300 words.',
    ],
    'essay.developmentStructureCoherence': [
      'No recognisable structure; ideas disconnected.',
      'Little structure; ideas hard to follow.',
      'Weak organisation; paragraphing or linking largely ineffective.',
      'Some organisation, but progression uneven and linking limited.',
      'Adequate structure; generally logical with some weak links.',
      'Well organised; clear paragraphs and mostly smooth progression.',
      'Clear, logical structure throughout; ideas developed and well linked.',
    ],
    'essay.grammar': [
      'Mainly simple structures and/or frequent errors.',
      'Fair control; errors do not obscure meaning.',
      'Consistent control of complex structures; errors rare.',
    ],
    'essay.generalLinguisticRange': [
      'Range too narrow to express ideas.',
      'Very limited range; meaning often unclear.',
      'Limited range; ideas expressed simply and repetitively.',
      'Some range, but struggles with more complex ideas.',
      'Adequate range to express most ideas clearly.',
      'Good range; ideas expressed clearly, with some precision.',
      'Wide range; ideas expressed precisely and flexibly, with emphasis and nuance.',
    ],
    'essay.vocabularyRange': [
      'Basic vocabulary; errors obscure meaning.',
      'Adequate range, with some imprecision.',
      'Good command of a broad range, including idiom and collocation.',
    ],
    'essay.spelling': ['More than one spelling error.', 'One spelling error.', 'Correct spelling throughout.'],
  },
  'toefl-2026': {
    'email.holistic': [
      'Blank, off-topic, not in English, copied from the prompt or random keystrokes.',
      'Very little relevant content; serious language problems make the message hard to follow.',
      'Mostly unsuccessful; ideas missing or unclear, many language errors.',
      'Partly successful; covers the task with gaps, unclear parts or noticeable errors.',
      'Generally successful; clear ideas, good control and tone, minor errors.',
      'Fully successful; elaborated, clear and well pitched to the reader; errors rare.',
    ],
    'discussion.holistic': [
      'Blank, off-topic, not in English, copied from the prompt or random keystrokes.',
      'Barely contributes; ideas hard to follow and language severely limited.',
      'Weak contribution; ideas poorly explained, frequent language errors.',
      'Relevant contribution, partly explained; some vagueness and noticeable errors.',
      'Relevant, well-explained contribution; good variety of language, few errors.',
      'Very relevant, fully elaborated contribution; varied, precise language, almost no errors.',
    ],
  },
};

/**
 * The descriptors of one criterion of a rubric version, one per score that has one, lowest score first; empty when
 * the version or criterion has none.
 */
export function rubricDescriptors(
  rubricVersion: string,
  criterion: Pick<RubricCriterion, 'taskKey' | 'key' | 'min' | 'max' | 'step'>,
): ScoreDescriptor[] {
  const byCriterion = descriptors[rubricVersion];
  if (!byCriterion) return [];
  const lines =
    (criterion.taskKey !== undefined ? byCriterion[`${criterion.taskKey}.${criterion.key}`] : undefined) ??
    byCriterion[criterion.key];
  if (!lines) return [];
  return lines
    .map((text, score) => ({ score, text }))
    .filter(({ score }) => score >= criterion.min && score <= criterion.max);
}
