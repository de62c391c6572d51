import type {EmulatorContext} from '../../graphql-context.js';
import {fromGidNumber} from '../../../ids/gid.js';
import {passwordByTokenPayload} from '../password-by-token-payload.js';

export function customerReset(
  _parent: unknown,
  args: {id: string; input: {resetToken: string; password: string}},
  ctx: EmulatorContext,
) {
  return passwordByTokenPayload(ctx, {
    customerId: fromGidNumber(args.id, 'Customer'),
    token: args.input.resetToken,
    password: args.input.password,
    purpose: 'reset',
    tokenField: ['input', 'resetToken'],
    passwordField: ['input', 'password'],
  });
}
