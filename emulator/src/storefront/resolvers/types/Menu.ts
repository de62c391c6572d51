import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import {menuItems, menuTitle} from '../../../catalogue/shop-content.js';
import type {MenuResolvers} from '../generated-resolver-types.js';

export interface MenuParent {
  id: number;
  handle: string;
}

export const Menu: MenuResolvers = {
  id: (menu: MenuParent) => toGid('Menu', menu.id),
  title: (menu: MenuParent, _args, ctx: EmulatorContext) => menuTitle(ctx.db, 'menu', menu.id, localeOf(ctx)),
  items: (menu: MenuParent, _args, ctx: EmulatorContext) => menuItems(ctx.db, menu.id, null),
  itemsCount: (menu: MenuParent, _args, ctx: EmulatorContext) => menuItems(ctx.db, menu.id, null).length,
};
