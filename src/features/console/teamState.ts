/** A development (market, product, qualification): its progress towards the rounds it needs. */
export interface Dev {
  code: string;
  name: string;
  progress: number;
  required: number;
  done: boolean;
}

/** The team's state as GET team/state answers it (the engine's teamView plus the seat and options). */
export interface TeamState {
  teamId: string;
  teamName: string;
  groupNum: number;
  postId: number | null;
  postName: string | null;
  bankrupt: boolean;
  balance: Record<string, number>;
  lines: {
    id: string;
    type: string;
    typeName: string;
    product: string;
    status: string;
    capacity: number;
    readyRound: number;
    bookValue: number;
    wip: { product: string; lots: { qty: number }[] } | null;
  }[];
  materials: { code: string; name: string; stock: number; price: number }[];
  products: { code: string; name: string; stock: number }[];
  materialOrders: { id: string; code: string; qty: number; unitPrice: number; arriveRound: number }[];
  longLoans: { id: string; amount: number; dueRound: number }[];
  shortLoans: { id: string; amount: number; dueRound: number }[];
  loanLimits: Record<'long' | 'short', { limit: number; used: number; available: number }>;
  receivables: { id: string; amount: number; dueRound: number }[];
  openOrders: { id: string; market: string; product: string; quantity: number; totalPrice: number; dueRound: number }[];
  markets: Dev[];
  productDevelopment: Dev[];
  qualifications: Dev[];
  forecast: { net: number; payments: number; receipts: number };
  /** This round's cash-limit list: what each post may pay out, has paid out and has left. */
  cashLimits: { posCode: string; cashLimit: number; spent: number; remaining: number }[];
  options: {
    lineTypes: { code: string; name: string; price: number; buildRounds: number; capacity: number }[];
    loanUnit: number;
    maxLines: number;
  };
}
