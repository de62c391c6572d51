import {localeOf} from '../../../catalogue/catalogue-scope.js';
import type {SellingPlanGroupRecord} from '../../../catalogue/selling-plans.js';
import {paginate, type PageArgs} from '../../cursor-connections.js';
import type {SellingPlanGroupResolvers} from '../generated-resolver-types.js';

export const SellingPlanGroup: SellingPlanGroupResolvers = {
  appName: (group: SellingPlanGroupRecord) => group.appName,
  name: (group: SellingPlanGroupRecord, _args, ctx) => group.name[localeOf(ctx)],
  options: (group: SellingPlanGroupRecord, _args, ctx) => {
    const locale = localeOf(ctx);
    return group.options.map((option) => ({name: option.name[locale], values: option.values.map((value) => value[locale])}));
  },
  sellingPlans: (group: SellingPlanGroupRecord, args: PageArgs & {reverse: boolean}) => {
    const plans = args.reverse ? [...group.plans].reverse() : group.plans;
    return paginate(plans, args, (plan) => plan.id);
  },
};
