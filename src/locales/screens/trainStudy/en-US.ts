/** Texts of course study (/train/study, /train/study/introduce, /train/study/course). */
export default {
  'train.study.title': 'Course study',
  'train.study.subtitle': 'Learn the rules, the flow and the statements of the business sandbox before the training.',
  'train.study.introduce': 'About the course',
  'train.study.start': 'Start',
  'train.study.continue': 'Continue',
  'train.study.review': 'Review the course',
  'train.study.overall': 'Overall progress',
  'train.study.chapters': 'Chapters',
  'train.study.sections': '{count} sections · {minutes} min',
  'train.study.finished': 'Done',
  'train.study.notStarted': 'Not started',
  'train.study.inProgress': 'In progress',
  'train.study.empty': 'The course has no chapter yet',
  'train.study.learner': 'Student',
  'train.study.learner.self': 'Myself',
  'train.study.learner.placeholder': 'Choose a student to see their progress',
  'train.study.learn': 'Study',
  'train.study.notOffered.course':
    'The chapters and your progress cannot be shown; the introduction is available as usual.',
  'train.study.notOffered.structure': 'The chapters cannot be shown; the introduction is available as usual.',
  'train.study.notOffered.progress': 'The section can be studied as usual; progress cannot be saved.',
  'train.study.intro.title': 'About the course',
  'train.study.intro.aboutTitle': 'The course',
  'train.study.intro.about':
    'The business sandbox walks through the whole life of a manufacturing company to show how market, production, purchasing and finance depend on each other. It goes with the sandbox training: learn the rules and the flow first, then run a company in a group and a post.',
  'train.study.intro.goalsTitle': 'Goals',
  'train.study.intro.goal.1':
    'Understand the business flow: from advertising and orders to production, delivery and payment.',
  'train.study.intro.goal.2': 'Know the sandbox rules: markets and products, lines and materials, loans and finance.',
  'train.study.intro.goal.3': 'Read the balance sheet and income statement and judge results with metrics.',
  'train.study.intro.goal.4': 'Take a post in a group and learn to work and decide together.',
  'train.study.intro.structureTitle': 'Structure',
  'train.study.intro.howTitle': 'How to study',
  'train.study.intro.how':
    'Study the sections in order and record your progress; it is saved, so you can continue at any time. Teachers can see every student’s progress.',
  'train.study.course.title': 'Course content',
  'train.study.course.pick': 'Choose a section on the left to start',
  'train.study.course.duration': 'About {minutes} minutes',
  'train.study.course.progress': 'Progress',
  'train.study.course.save': 'Save progress',
  'train.study.course.finish': 'I have finished this section',
  'train.study.course.saved': 'Progress saved: {progress}%',
  'train.study.course.keep': 'Progress never goes down; {progress}% is kept',
  'train.study.course.prev': 'Previous',
  'train.study.course.next': 'Next',
  'train.study.content.none': 'See the teaching material your teacher provides for this section.',
  'train.study.content.1.1':
    'The business sandbox lays a manufacturing company out on a board: cash, lines, materials, products and orders. Every group runs the same company from the same start, in the same market, and the groups compare how well they did.',
  'train.study.content.1.2':
    'A group has a CEO, a CFO, a CMO, a COO (and a CPO). The CEO leads; each other post runs one part of the business, but every decision affects the whole company, so the group decides together.',
  'train.study.content.1.3':
    'From left to right the board has the marketing area, the production area, the logistics area and the finance area: markets and orders; lines and work in progress; materials and finished goods; cash, receivables and loans.',
  'train.study.content.2.1':
    'A market must be opened and a product developed before you can bid for it. Advertise at the start of the year; higher ads pick first. Deliver orders on time, or pay a penalty at year end.',
  'train.study.content.2.2':
    'Production needs materials and a processing fee. Materials are ordered ahead and arrive (and are paid) after their lead time. Lines differ in price, build time and capacity; converting a line costs money and time.',
  'train.study.content.2.3':
    'Loans are long- or short-term; the limit follows owner equity at the last settlement. Interest is paid every quarter and the principal when due. A company that cannot pay what is due goes bankrupt.',
  'train.study.content.3.1':
    'Plan at the start of the year: forecast demand, decide how much to advertise in which markets and products, then pick orders in rank order at the order meeting.',
  'train.study.content.3.2':
    'Each quarter, buy, produce, deliver and finance; you can also invest in markets, products and qualifications. Keep enough cash for the costs of the settlement.',
  'train.study.content.3.3':
    'At the end of each quarter receivables come in and costs are paid; at year end lines depreciate, income tax is computed, penalties are charged and the year’s statements are drawn up.',
  'train.study.content.4.1':
    'The balance sheet shows what the company owns and owes at a moment: total assets equal liabilities plus owner equity. Watch cash, receivables, stock and loans.',
  'train.study.content.4.2':
    'The income statement shows the result of a period: revenue minus direct cost is gross profit; minus administration, depreciation, finance costs and tax is net income.',
  'train.study.content.4.3':
    'Useful metrics: market share, capacity use, gross margin, debt ratio and growth of owner equity. Use them to find what your group does well and badly.',
} as Record<string, string>;
