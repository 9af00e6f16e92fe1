import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@dawa/contract';
import {
  categoryResolver,
  formValuesOf,
  toCategoryRequest,
  toCreateRequest,
  toUpdateRequest,
  type CategoryFormValues,
} from './category-form.ts';

const PARENT = '00000000-0000-4000-8000-000000000001';
const valid: CategoryFormValues = {
  ...formValuesOf(null),
  name: 'Antibiotics',
  description: 'Anti-infectives',
};

async function errorsOf(values: CategoryFormValues, isEdit = false) {
  const resolve = categoryResolver(isEdit);
  const result = await resolve(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]));
}

describe('category form', () => {
  it("shows the spec's messages under their fields", async () => {
    expect(
      await errorsOf({
        ...valid,
        name: '  ',
        description: 'x',
        parent_id: 'not-a-uuid',
        image: 'ftp://x',
      }),
    ).toEqual({
      name: MESSAGES.categoryNameEmpty,
      description: MESSAGES.categoryDescriptionMin,
      parent_id: MESSAGES.parentIdInvalid,
      image: MESSAGES.categoryImageInvalid,
    });
  });

  it('accepts a minimal new category and leaves empty fields out', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(toCategoryRequest(valid, false)).toEqual({
      name: 'Antibiotics',
      description: 'Anti-infectives',
      regulated: false,
    });
    expect(toCreateRequest({ ...valid, parent_id: PARENT, slug: 'Anti-Biotics ' })).toMatchObject({
      parent_id: PARENT,
      slug: 'anti-biotics',
      status: 'ACTIVE',
    });
  });

  it('on edit clears the parent and image with null and keeps an emptied slug', () => {
    const body = toUpdateRequest({ ...valid, slug: '', status: 'INACTIVE', regulated: true });
    expect(body).toEqual({
      name: 'Antibiotics',
      description: 'Anti-infectives',
      parent_id: null,
      image: null,
      regulated: true,
      status: 'INACTIVE',
    });
  });

  it('starts a new sub-category under the chosen parent', () => {
    expect(formValuesOf(null, PARENT).parent_id).toBe(PARENT);
  });
});
