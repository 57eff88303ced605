/**
 * A step's notice (context `notice`): why a send on the step did nothing (SEND INN, BESTILL FORSIKRING). The
 * machine sets it and announces it together, so the view's alert shows it and takes focus (`notice.shown`,
 * ./tags.ts; src/components/flow/FlowStepLayout.tsx). Each flow's setup names the actions `setNotice` ({ notice })
 * and `announceNotice`.
 */
export const showNotice = <N extends string>(notice: N) => [{ type: 'setNotice', params: { notice } }, 'announceNotice'] as const;
