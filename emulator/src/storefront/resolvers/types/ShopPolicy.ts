import {prepared} from '../../../db/prepared.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import type {ShopPolicyResolvers} from '../generated-resolver-types.js';

export interface PolicyParent {
  __typename: 'ShopPolicy';
  id: number;
  handle: string;
}

function policyText(ctx: EmulatorContext, policy: PolicyParent): {title: string; body: string} {
  return prepared(ctx.db, 'SELECT title, body FROM policy_translations WHERE policy_id = ? AND locale = ?').get(
    policy.id,
    localeOf(ctx),
  ) as {title: string; body: string};
}

export const ShopPolicy: ShopPolicyResolvers = {
  id: (policy: PolicyParent) => toGid('ShopPolicy', policy.id),
  title: (policy: PolicyParent, _args, ctx) => policyText(ctx, policy).title,
  body: (policy: PolicyParent, _args, ctx) => policyText(ctx, policy).body,
  url: (policy: PolicyParent, _args, ctx) => `${ctx.baseUrl}/policies/${policy.handle}`,
};
