import {paginate, type PageArgs} from '../../cursor-connections.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {toGid} from '../../../ids/gid.js';
import {prepared} from '../../../db/prepared.js';

interface UrlRedirectsArgs extends PageArgs {
  query?: string | null;
  reverse?: boolean | null;
}

interface UrlRedirectRow {
  id: number;
  path: string;
  target: string;
}

/** The shop's URL redirects, as stored. Only Hydrogen's `path:` query form is understood. */
export function urlRedirects(_root: unknown, args: UrlRedirectsArgs, ctx: EmulatorContext) {
  const rows = prepared(ctx.db, 'SELECT id, path, target FROM url_redirects ORDER BY id').all() as UrlRedirectRow[];
  const redirects = rows.map((row) => ({...row, id: toGid('UrlRedirect', row.id), key: row.id}));
  const path = /^path:"?([^"]*)"?$/.exec((args.query ?? '').trim())?.[1]?.toLowerCase();
  const matching = path === undefined ? redirects : redirects.filter((redirect) => redirect.path.toLowerCase() === path);
  if (args.reverse) matching.reverse();
  return paginate(matching, args, (redirect) => redirect.key);
}
