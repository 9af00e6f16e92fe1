import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_ANSWERS_ELEMENT_ID } from '@dawa/contract';
import { resetPageAnswers, takePageAnswer } from './page-answers.ts';

const block = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_ANSWERS_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
  resetPageAnswers();
};

afterEach(() => {
  document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.remove();
  resetPageAnswers();
});

describe('takePageAnswer', () => {
  it('gives each answer of the document once, by the request it answers', () => {
    block(JSON.stringify({ '/post?cursor=0&limit=10&searchKey=a%26b': { total: 2 } }));
    const request = { path: '/post', query: { searchKey: 'a&b', limit: 10, cursor: 0, x: '' } };
    expect(takePageAnswer(request)).toEqual({ total: 2 });
    expect(takePageAnswer(request)).toBeUndefined();
    // Read once: the data block leaves the page.
    expect(document.getElementById(PAGE_ANSWERS_ELEMENT_ID)).toBeNull();
  });

  it('has no answer without a block, or with a broken one', () => {
    expect(takePageAnswer({ path: '/post' })).toBeUndefined();
    block('{"/post": ');
    expect(takePageAnswer({ path: '/post' })).toBeUndefined();
  });
});
