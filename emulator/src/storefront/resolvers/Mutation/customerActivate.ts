import type {EmulatorContext} from '../../graphql-context.js';
import {fromGidNumber} from '../../../ids/gid.js';
import {passwordByTokenPayload} from '../password-by-token-payload.js';

export function customerActivate(
  _parent: unknown,
  args: {id: string; input: {activationToken: string; password: string}},
  ctx: EmulatorContext,
) {
  return passwordByTokenPayload(ctx, {
    customerId: fromGidNumber(args.id, 'Customer'),
    token: args.input.activationToken,
    password: args.input.password,
    purpose: 'activation',
    tokenField: ['input', 'activationToken'],
    passwordField: ['input', 'password'],
  });
}
