import { ProjectDocument } from '@folio/layout';
import { BUILTIN_THEMES } from '@folio/renderer';
import { Check } from 'lucide-react';
import { ProjectThumbnail } from '../workspace/ProjectThumbnail.tsx';

/**
 * The built-in themes, each previewed as a sample title slide drawn by the renderer (the same
 * thumbnails the workspace draws), so what is picked here is what the deck will look like.
 */
const SAMPLES = new Map(
  BUILTIN_THEMES.map((theme) => [
    theme.id,
    ProjectDocument.parse({
      themeId: theme.id,
      pages: [
        {
          id: 'sample',
          layout: {
            id: 'root',
            type: 'column',
            children: [
              {
                id: 'text',
                type: 'content',
                size: 1,
                align: 'middle',
                content: {
                  kind: 'text',
                  paragraphs: [
                    { role: 'display', spans: [{ text: 'Title' }] },
                    { role: 'subheadline', spans: [{ text: 'Body text and ' }, { text: 'links', marks: { underline: true } }] },
                  ],
                },
              },
            ],
          },
        },
      ],
    }),
  ]),
);

export function ThemePicker({ value, onChange, label }: { value: string; onChange(themeId: string): void; label: string }) {
  return (
    <div className="aic-themes" role="radiogroup" aria-label={label}>
      {BUILTIN_THEMES.map((theme) => (
        <button
          key={theme.id}
          type="button"
          role="radio"
          aria-checked={theme.id === value}
          className="aic-theme"
          data-testid={`ai-theme-${theme.id}`}
          onClick={() => onChange(theme.id)}
        >
          <ProjectThumbnail doc={SAMPLES.get(theme.id)} kind="presentation" />
          <span className="aic-theme-name">
            {theme.id === value && <Check size={14} aria-hidden />}
            {theme.themeName}
          </span>
        </button>
      ))}
    </div>
  );
}
