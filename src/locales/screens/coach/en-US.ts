/** Texts of the coach: the students' round review card and its view in the debrief (zh-CN.ts has the same keys). */
const enUS: Record<string, string> = {
  'coach.title': 'Round review',
  'coach.round': 'Round to review',
  'coach.fold': 'Fold the review',
  'coach.unfold': 'Unfold the review',
  'coach.closed':
    'The teacher has not opened the class analysis: the review reads your own team’s figures only and compares nothing with the class.',
  'coach.open': 'The teacher has opened the class analysis: the review also compares with the class.',
  'coach.none': 'Nothing to point out this round.',
  'coach.list': 'Review points',
  'coach.meaningLabel': 'What it means: ',
  'coach.questionLabel': 'For next round: ',
  'coach.link.statement': 'See the statements',
  'coach.link.market': 'See the market shares',
  'coach.link.capacity': 'See the capacity',
  'coach.link.orders': 'See the meetings and orders',
  'coach.meaning.shareGain':
    'In this market your team’s part of the sales has stayed above what it was for several quarters: the others sell less of it.',
  'coach.meaning.shareLoss':
    'In this market the other teams took more of the sales: your part has stayed below what it was for several quarters.',
  'coach.meaning.lowCash':
    'Cash pays for next round: with this little, materials, interest, loan repayments and advertising may go unpaid, forcing an emergency loan or bankruptcy.',
  'coach.meaning.idleCapacity':
    'The lines’ upkeep and depreciation are paid in full, yet more than half of what they could make was not made: the cost falls on fewer products.',
  'coach.meaning.adPerOrder':
    'Each order won cost your team far more advertising than it cost most teams of the class: the advertising paid back little.',
  'coach.meaning.adNoOrder': 'The advertising was paid and brought no order: all of it is this round’s expense.',
  'coach.meaning.inputDiffers':
    'The statements entered differ from the computed ones: an entry was booked or added up wrong, so the statements do not show the business as it is.',
  'coach.question.shareGain':
    'Share up by {points} points or more: can next round’s capacity and materials keep up with more orders?',
  'coach.question.shareLoss':
    'Share down by {points} points or more: was it advertising, price or product that let the others take the orders?',
  'coach.question.lowCash':
    'Cash below {limit} of equity: is there cash enough for next round’s materials and the loans falling due?',
  'coach.question.idleCapacity':
    'Less than {limit} of capacity used: too few orders or too few materials, and what changes next round?',
  'coach.question.adPerOrder':
    'Advertising per order at {times} times the class median or more: in which market and product is next round’s advertising worth most?',
  'coach.question.adNoOrder':
    'Advertised and won no order: can next round’s advertising reach the front of the ranking? Are there orders enough in that market?',
  'coach.question.inputDiffers':
    'Statements entered differ from the computed ones: which items’ working should be checked again before next round’s entries?',
  'coach.panel.title': 'The coach for {team} · {round}',
  'coach.panel.open':
    'The class analysis is open: the students’ review card shows these points (comparisons with the class included).',
  'coach.panel.closed':
    'The class analysis is closed: the students’ review card shows only these points from the team’s own figures.',
  'coach.panel.readStatements': "Read the round's statements to check the entries",
  'coach.panel.failed': 'The class analysis switch could not be read: what the students’ review shows is not known',
};

export default enUS;
