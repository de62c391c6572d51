// Reads the shop's content tables: menus, pages, the blog and its articles, metaobjects.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';
import type {Locale} from './catalogue-scope.js';

export interface PageRecord {
  __typename: 'Page';
  id: number;
  handle: string;
  createdAt: string;
  updatedAt: string;
  /** Set on the pages a predictive search answers. */
  trackingParameters?: string;
}
export interface BlogRecord {__typename: 'Blog'; id: number; handle: string}
export interface ArticleRecord {
  __typename: 'Article';
  id: number;
  blogId: number;
  handle: string;
  authorFirstName: string;
  authorLastName: string;
  tags: string;
  imageId: number | null;
  publishedAt: string;
  updatedAt: string;
  /** Set on the articles a predictive search answers. */
  trackingParameters?: string;
}
export interface MenuItemRecord {
  id: number;
  menuId: number;
  parentId: number | null;
  position: number;
  type: string;
  resourceHandle: string | null;
  url: string | null;
}
export interface MetaobjectRecord {__typename: 'Metaobject'; id: number; type: string; handle: string; updatedAt: string}

const PAGE = `SELECT 'Page' AS __typename, id, handle, created_at AS createdAt, updated_at AS updatedAt FROM pages`;
const BLOG = `SELECT 'Blog' AS __typename, id, handle FROM blogs`;
const ARTICLE = `SELECT 'Article' AS __typename, id, blog_id AS blogId, handle, author_first_name AS authorFirstName,
  author_last_name AS authorLastName, tags, image_id AS imageId, published_at AS publishedAt, updated_at AS updatedAt FROM articles`;
const METAOBJECT = `SELECT 'Metaobject' AS __typename, id, type, handle, updated_at AS updatedAt FROM metaobjects`;

export const allPages = (db: Database) => prepared(db, `${PAGE} ORDER BY id`).all() as PageRecord[];
export const pageById = (db: Database, id: number) => (prepared(db, `${PAGE} WHERE id = ?`).get(id) as PageRecord | undefined) ?? null;
export const pageByHandle = (db: Database, handle: string) =>
  (prepared(db, `${PAGE} WHERE handle = ?`).get(handle) as PageRecord | undefined) ?? null;
export const pageText = (db: Database, id: number, locale: Locale) =>
  prepared(db, 'SELECT title, body FROM page_translations WHERE page_id = ? AND locale = ?').get(id, locale) as {title: string; body: string};

export const allBlogs = (db: Database) => prepared(db, `${BLOG} ORDER BY id`).all() as BlogRecord[];
export const blogById = (db: Database, id: number) => (prepared(db, `${BLOG} WHERE id = ?`).get(id) as BlogRecord | undefined) ?? null;
export const blogByHandle = (db: Database, handle: string) =>
  (prepared(db, `${BLOG} WHERE handle = ?`).get(handle) as BlogRecord | undefined) ?? null;
export const blogTitle = (db: Database, id: number, locale: Locale) =>
  prepared(db, 'SELECT title FROM blog_translations WHERE blog_id = ? AND locale = ?').pluck().get(id, locale) as string;

export const allArticles = (db: Database) => prepared(db, `${ARTICLE} ORDER BY published_at DESC, id`).all() as ArticleRecord[];
export const articlesOfBlog = (db: Database, blogId: number) =>
  prepared(db, `${ARTICLE} WHERE blog_id = ? ORDER BY published_at DESC, id`).all(blogId) as ArticleRecord[];
export const articleById = (db: Database, id: number) =>
  (prepared(db, `${ARTICLE} WHERE id = ?`).get(id) as ArticleRecord | undefined) ?? null;
export const articleText = (db: Database, id: number, locale: Locale) =>
  prepared(db, 'SELECT title, content_html AS contentHtml, excerpt_html AS excerptHtml FROM article_translations WHERE article_id = ? AND locale = ?').get(
    id,
    locale,
  ) as {title: string; contentHtml: string; excerptHtml: string};

export const menuByHandle = (db: Database, handle: string) =>
  (prepared(db, 'SELECT id, handle FROM menus WHERE handle = ?').get(handle) as {id: number; handle: string} | undefined) ?? null;
export const menuItems = (db: Database, menuId: number, parentId: number | null) =>
  prepared(
    db,
    `SELECT id, menu_id AS menuId, parent_id AS parentId, position, type, resource_handle AS resourceHandle, url
     FROM menu_items WHERE menu_id = ? AND parent_id IS ? ORDER BY position`,
  ).all(menuId, parentId) as MenuItemRecord[];
export const menuTitle = (db: Database, owner: 'menu' | 'item', id: number, locale: Locale) =>
  prepared(db, 'SELECT title FROM menu_translations WHERE owner = ? AND owner_id = ? AND locale = ?').pluck().get(owner, id, locale) as string;

export const metaobjectsOfType = (db: Database, type: string) =>
  prepared(db, `${METAOBJECT} WHERE type = ? ORDER BY id`).all(type) as MetaobjectRecord[];
export const allMetaobjects = (db: Database) => prepared(db, `${METAOBJECT} ORDER BY type, id`).all() as MetaobjectRecord[];
export const metaobjectById = (db: Database, id: number) =>
  (prepared(db, `${METAOBJECT} WHERE id = ?`).get(id) as MetaobjectRecord | undefined) ?? null;
export const metaobjectByHandle = (db: Database, type: string, handle: string) =>
  (prepared(db, `${METAOBJECT} WHERE type = ? AND handle = ?`).get(type, handle) as MetaobjectRecord | undefined) ?? null;
export const metaobjectFields = (db: Database, id: number) =>
  prepared(db, 'SELECT key, type, value FROM metaobject_fields WHERE metaobject_id = ? ORDER BY position').all(id) as {
    key: string;
    type: string;
    value: string | null;
  }[];
