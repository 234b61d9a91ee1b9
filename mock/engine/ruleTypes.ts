/** Rule parameters (RuleParams) and their editable row form. Money in whole 万元, rates in percent. */
import type { PostCode } from '../../src/domain/statements';

export interface MarketRule {
  code: string;
  name: string;
  /** cost of one development step (one step allowed per round) */
  devCost: number;
  /** number of steps; 0 = open from the start */
  devRounds: number;
  /** points added to the development potential of the count score once developed */
  scorePoint: number;
}

export interface ProductRule {
  code: string;
  name: string;
  devCost: number;
  devRounds: number;
  /** processing cost per unit, paid in cash when production starts */
  processCost: number;
  /** bill of materials: units of every material (all material codes present, 0 = not used) */
  bom: Record<string, number>;
  /** finished units every team owns at the start */
  initialStock: number;
  scorePoint: number;
}

export interface MaterialRule {
  code: string;
  name: string;
  /** price per unit (W), paid when the material arrives */
  price: number;
  /** rounds between ordering and arrival; 0 = arrives (and is paid) at once */
  leadRounds: number;
  /** units every team owns at the start */
  initialStock: number;
}

export interface QualificationRule {
  code: string;
  name: string;
  devCost: number;
  devRounds: number;
  scorePoint: number;
}

export interface LineTypeRule {
  code: string;
  name: string;
  /** purchase price, paid in full when building starts */
  price: number;
  /** rounds under construction; 0 = ready at once */
  buildRounds: number;
  /** units that can be started per round */
  capacity: number;
  /** maintenance per round for every built line */
  maintenance: number;
  /** depreciation per year (charged at year end, never below resale value) */
  depreciation: number;
  /** residual value: what the line sells for (never more than its book value) */
  resale: number;
  conversionCost: number;
  conversionRounds: number;
  /** lines of this type every team owns at the start (ready) */
  initialCount: number;
  /** product of the initial lines */
  initialProduct: string;
  scorePoint: number;
}

export interface OrderGenRule {
  market: string;
  product: string;
  /** first year in which this market × product has orders */
  fromYear: number;
  /** units demanded per active team per year (split over meetings when advertising per round) */
  demandPerTeam: number;
  priceMin: number;
  priceMax: number;
  qtyMin: number;
  qtyMax: number;
  /** receivable term in rounds (quarters); 0 = cash on delivery */
  termMin: number;
  termMax: number;
  /** probability (percent) that an order requires a qualification */
  qualPct: number;
}

export interface LoanRule {
  /** yearly interest rate (percent), charged each round as a quarter of it */
  longRate: number;
  /** long-term loans outstanding may not exceed equity × this */
  longMultiple: number;
  longTermYears: number;
  /** interest rate per round (percent) */
  shortRate: number;
  shortMultiple: number;
  shortTermRounds: number;
  /** loan amounts are positive multiples of this */
  loanUnit: number;
}

export interface MenuRule {
  /** seconds a team has for one pick */
  pickSeconds: number;
  /** minimum advertising in a market × product to take part in its selection */
  minAd: number;
  /** every further `extraPickAd` above `minAd` gives one more pick; 0 = always one pick */
  extraPickAd: number;
}

export interface RuleParams {
  code: string;
  name: string;
  description: string;
  initialCapital: number;
  initialCash: number;
  managementFee: number;
  /** income-tax rate (percent) */
  taxRate: number;
  /** penalty for an undelivered order (percent of its value) */
  penaltyRate: number;
  /** fee for discounting receivables (percent, rounded up) */
  discountRate: number;
  maxLines: number;
  advertisingPerRound: boolean;
  menu: MenuRule;
  loan: LoanRule;
  /** share of end-of-round cash each post may spend in the next round (percent) */
  cashLimitPct: Record<PostCode, number>;
  markets: MarketRule[];
  products: ProductRule[];
  materials: MaterialRule[];
  qualifications: QualificationRule[];
  lineTypes: LineTypeRule[];
  orderGen: OrderGenRule[];
}

export interface RuleDetailRow {
  code: string;
  category: string;
  /** Chinese label */
  name: string;
  value: number | string;
  unit?: string;
}
