import {localeOf, type EmulatorContext} from '../../context.js';
import {toGid} from '../../gid.js';
import {menuItems, menuTitle} from '../../shop-content.js';
import type {TypeResolvers} from '../types.js';

interface MenuParent {
  id: number;
  handle: string;
}

export const Menu: TypeResolvers = {
  id: (menu: MenuParent) => toGid('Menu', menu.id),
  title: (menu: MenuParent, _args, ctx: EmulatorContext) => menuTitle(ctx.db, 'menu', menu.id, localeOf(ctx)),
  items: (menu: MenuParent, _args, ctx: EmulatorContext) => menuItems(ctx.db, menu.id, null),
  itemsCount: (menu: MenuParent, _args, ctx: EmulatorContext) => menuItems(ctx.db, menu.id, null).length,
};
