import {
  ZCreateCategoryRequest,
  ZUpdateCategoryRequest,
  type TCategory,
  type TCreateCategoryRequest,
  type TStatus,
  type TUpdateCategoryRequest,
} from '@dawa/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the dialog's fields hold: text boxes hold strings, "none" is an empty string. */
export interface CategoryFormValues {
  name: string;
  description: string;
  /** '' = a parent category. */
  parent_id: string;
  image: string;
  slug: string;
  regulated: boolean;
  status: TStatus;
}

export const CATEGORY_FIELDS = [
  'name',
  'description',
  'parent_id',
  'image',
  'slug',
  'regulated',
  'status',
] as const satisfies readonly (keyof CategoryFormValues)[];

export function formValuesOf(
  category: TCategory | null,
  parentId: string | null = null,
): CategoryFormValues {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    parent_id: category ? (category.parent_id ?? '') : (parentId ?? ''),
    image: category?.image ?? '',
    slug: category?.slug ?? '',
    regulated: category?.regulated ?? false,
    status: category?.status ?? 'ACTIVE',
  };
}

/**
 * The request body for the form's values. A new category leaves out what is empty (the API makes
 * the slug from the name); an edit sends every field, an empty image or parent as null.
 */
export function toCategoryRequest(values: CategoryFormValues, isEdit: boolean): unknown {
  const text = (value: string) => value.trim();
  if (isEdit) {
    return {
      name: values.name,
      description: values.description,
      parent_id: text(values.parent_id) || null,
      image: text(values.image) || null,
      // An emptied slug keeps the current one.
      ...(text(values.slug) && { slug: values.slug }),
      regulated: values.regulated,
      status: values.status,
    };
  }
  return {
    name: values.name,
    description: values.description,
    ...(text(values.parent_id) && { parent_id: text(values.parent_id) }),
    ...(text(values.image) && { image: text(values.image) }),
    ...(text(values.slug) && { slug: values.slug }),
    regulated: values.regulated,
  };
}

/** The create request of the form's values, checked by the contract (throws when invalid). */
export function toCreateRequest(values: CategoryFormValues): TCreateCategoryRequest {
  return ZCreateCategoryRequest.parse(toCategoryRequest(values, false));
}

/** The update request of the form's values, checked by the contract (throws when invalid). */
export function toUpdateRequest(values: CategoryFormValues): TUpdateCategoryRequest {
  return ZUpdateCategoryRequest.parse(toCategoryRequest(values, true));
}

/**
 * Validates with the contract's schema, so the dialog shows the very messages of the spec and of
 * the API, each under its field.
 */
export function categoryResolver(isEdit: boolean): Resolver<CategoryFormValues> {
  const schema = isEdit ? ZUpdateCategoryRequest : ZCreateCategoryRequest;
  return (values) => {
    const parsed = schema.safeParse(toCategoryRequest(values, isEdit));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<CategoryFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = CATEGORY_FIELDS.find((f) => f === issue.path[0]);
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
