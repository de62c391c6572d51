import {describe, expect, it} from 'vitest';
import {budgetMisses} from '../../../scripts/bench/budget.mjs';
import {categoryScoreWithout} from '../../../scripts/bench/lighthouse-audit.mjs';

const full = {performance: 100, accessibility: 100, 'best-practices': 100, seo: 100};

// Two SEO audits weighted 1 and 3: Lighthouse's score is their weighted mean.
const lhr = {
  categories: {seo: {auditRefs: [{id: 'is-crawlable', weight: 3}, {id: 'document-title', weight: 1}, {id: 'manual', weight: 0}]}},
  audits: {'is-crawlable': {score: 0}, 'document-title': {score: 1}, manual: {score: null}},
};

describe('the bench budget', () => {
  it('scores a category without one audit as Lighthouse weighs the others', () => {
    expect(categoryScoreWithout(lhr, 'seo', 'is-crawlable')).toBe(100);
    expect(categoryScoreWithout(lhr, 'seo', 'document-title')).toBe(0);
    expect(categoryScoreWithout(lhr, 'seo', 'missing-audit')).toBe(25);
  });

  it('holds a noindex page to every SEO audit but crawlability, and requires it closed', () => {
    const cart = {name: 'cart', noindex: true, scriptGzipKB: 90, crawlable: false};
    expect(budgetMisses({...cart, scores: {...full, seo: 66}, seoExceptCrawlable: 100})).toEqual([]);
    expect(budgetMisses({...cart, scores: {...full, seo: 66}, seoExceptCrawlable: 80}).map((miss) => miss.cell)).toEqual(['seo']);
    expect(budgetMisses({...cart, scores: full, seoExceptCrawlable: 100, crawlable: true}).map((miss) => miss.cell)).toEqual(['seo']);
  });

  it('holds an indexable page to its whole SEO score and its script budget', () => {
    const misses = budgetMisses({name: 'home', scores: {...full, seo: 66}, seoExceptCrawlable: 100, crawlable: false, scriptGzipKB: 95.1});
    expect(misses.map((miss) => miss.cell)).toEqual(['seo', 'scriptGzipKB']);
    expect(budgetMisses({name: 'photos', scores: full, scriptGzipKB: 100})).toEqual([]);
  });
});
