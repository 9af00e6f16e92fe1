import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import type { TCategory } from '@dawa/contract';
import { useWords } from '../../../i18n/words.ts';
import type { CategoryGroup } from '../category-tree.ts';
import { categoryWords } from '../i18n/index.ts';

export interface CategoryActions {
  onEdit: (category: TCategory) => void;
  onDelete: (category: TCategory) => void;
  onAddChild: (parent: TCategory) => void;
}

/** Parent categories as cards, each with its sub-categories listed beneath. */
export function CategoryTree({
  groups,
  isStale,
  ...actions
}: CategoryActions & { groups: CategoryGroup[]; isStale: boolean }) {
  const t = useWords(categoryWords);
  return (
    <Box
      component="ul"
      aria-label={t('title')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, opacity: isStale ? 0.6 : 1 }}
    >
      {groups.map((group) => (
        <Card component="li" key={group.parentId} aria-label={group.parent?.name ?? t('category')}>
          {group.parent ? (
            <CategoryRow category={group.parent} isParent isDimmed={!group.isListed} {...actions} />
          ) : (
            <Typography color="textSecondary" sx={{ px: 2, py: 1.5 }}>
              {t('orphans')}
            </Typography>
          )}
          {group.children.length > 0 && (
            <Box
              component="ul"
              aria-label={
                group.parent
                  ? t('subCategoriesOf', { name: group.parent.name })
                  : t('subCategoriesOfThis')
              }
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                borderTop: 1,
                borderColor: 'divider',
                bgcolor: 'action.hover',
              }}
            >
              {group.children.map((child) => (
                <Box
                  component="li"
                  key={child.id}
                  sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}
                >
                  <CategoryRow category={child} isParent={false} isDimmed={false} {...actions} />
                </Box>
              ))}
            </Box>
          )}
        </Card>
      ))}
    </Box>
  );
}

function CategoryRow({
  category,
  isParent,
  isDimmed,
  onEdit,
  onDelete,
  onAddChild,
}: CategoryActions & { category: TCategory; isParent: boolean; isDimmed: boolean }) {
  const t = useWords(categoryWords);
  const name = category.name;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: isParent ? 1.5 : 1,
        pl: isParent ? 2 : { xs: 3, sm: 5 },
        flexWrap: 'wrap',
      }}
    >
      <Avatar
        variant="rounded"
        src={category.image ?? undefined}
        alt=""
        sx={{
          width: isParent ? 40 : 32,
          height: isParent ? 40 : 32,
          bgcolor: 'action.selected',
          color: 'primary.main',
        }}
      >
        <CategoryOutlined fontSize="small" />
      </Avatar>
      <Box sx={{ flex: '1 1 180px', minWidth: 0, opacity: isDimmed ? 0.7 : 1 }}>
        <Typography
          component={isParent ? 'h2' : 'p'}
          sx={{ fontWeight: isParent ? 700 : 500, overflowWrap: 'anywhere', fontSize: '1rem' }}
        >
          {name}
        </Typography>
        <Typography
          variant="body2"
          color="textSecondary"
          // Two lines at most: the tree is for finding a category, the dialog shows it whole.
          sx={{
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          /{category.slug}
          {category.description ? ` · ${category.description}` : ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          size="small"
          variant="outlined"
          label={t(category.status === 'ACTIVE' ? 'active' : 'inactive')}
          color={category.status === 'ACTIVE' ? 'success' : 'default'}
        />
        {category.regulated && (
          <Chip
            size="small"
            variant="outlined"
            color="warning"
            icon={<GppMaybeOutlined />}
            label={t('regulated')}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', ml: 'auto' }}>
        {isParent && (
          <Button
            size="small"
            startIcon={<AddOutlined />}
            onClick={() => onAddChild(category)}
            aria-label={t('addSubCategory', { name })}
          >
            {t('subCategory')}
          </Button>
        )}
        <Tooltip title={t('edit')}>
          <IconButton
            size="small"
            onClick={() => onEdit(category)}
            aria-label={t('editName', { name })}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('delete')}>
          <IconButton
            size="small"
            onClick={() => onDelete(category)}
            aria-label={t('deleteName', { name })}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
