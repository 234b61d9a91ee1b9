import { lazyDialog } from '@/components/lazyDialog';

/** A rule's details in a drawer (RuleDetailDrawer), downloaded when it first opens. */
const RuleDrawer = lazyDialog(
  () => import('./RuleDetailDrawer'),
  (props) => !!props.ruleId,
);

export default RuleDrawer;
