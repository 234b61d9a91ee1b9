/** Texts of the game introduction (/experiment/introduction). */
export default {
  'experiment.intro.title': 'Introduction',
  'experiment.intro.subtitle': 'The case, the rule, the posts and the yearly flow of this training.',
  'experiment.intro.overview': 'Overview',
  'experiment.intro.trainName': 'Training',
  'experiment.intro.caseName': 'Case',
  'experiment.intro.ruleName': 'Rule',
  'experiment.intro.className': 'Class',
  'experiment.intro.length': 'Length',
  'experiment.intro.length.value': '{rounds} ({years} years of 4 quarters)',
  'experiment.intro.groups': 'Groups',
  'experiment.intro.now': 'Now',
  'experiment.intro.seat': 'My post',
  'experiment.intro.seat.none': 'Not in a group',
  'experiment.intro.goal': 'Goal',
  'experiment.intro.goal.text':
    'Each group runs a manufacturing company: win orders, produce and finance. The score is owner equity raised by development potential (markets opened, products developed, qualifications obtained, lines built); a bankrupt group scores 0.',
  'experiment.intro.posts': 'Posts',
  'experiment.intro.post.1':
    'Leads the group: sets the yearly plan and strategy, runs discussions and votes, confirms each quarter’s decisions.',
  'experiment.intro.post.2':
    'Manages money: cash budget, loans taken and repaid, receivables discounted; keeps enough cash for every settlement.',
  'experiment.intro.post.3':
    'Wins the market: forecasts demand, advertises, picks orders at the order meeting and plans deliveries.',
  'experiment.intro.post.4':
    'Runs production: builds and converts lines, sets each quarter’s production, plans capacity.',
  'experiment.intro.post.5':
    'Secures supply: orders materials from the production plan and lead times, controls stock.',
  'experiment.intro.flow': 'The year, step by step',
  'experiment.intro.flow.1': 'Start of year: advertising',
  'experiment.intro.flow.1.desc':
    'Advertise per market and product; the amounts set the order of picks and how many picks you get.',
  'experiment.intro.flow.2': 'Order meeting: picking orders',
  'experiment.intro.flow.2.desc': 'Groups pick in rank order, one at a time, against a countdown; a late pick is lost.',
  'experiment.intro.flow.3': 'Each quarter: buy, produce, deliver, finance',
  'experiment.intro.flow.3.desc':
    'Order materials, start production, deliver orders, take loans, and invest in markets and products.',
  'experiment.intro.flow.4': 'End of quarter: settlement',
  'experiment.intro.flow.4.desc':
    'Receivables come in; interest, fees, maintenance and arriving materials are paid; work in progress becomes finished goods.',
  'experiment.intro.flow.5': 'End of year: depreciation, tax, penalties',
  'experiment.intro.flow.5.desc':
    'Lines depreciate, income tax is computed, late orders pay a penalty, and the year’s statements are drawn up.',
  'experiment.intro.rules': 'Rule parameters',
  'experiment.intro.rules.name': 'Parameter',
  'experiment.intro.rules.value': 'Value',
  'experiment.intro.rules.unit': 'Unit',
  'experiment.intro.tools': 'Open the tools',
  'experiment.intro.review': 'Review',
} as Record<string, string>;
