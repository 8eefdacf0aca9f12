import { BRANDING_FONT_VALUES } from '@scopewright/db';
import { DEFAULT_BRANDING_SETTINGS, DEFAULT_DOCUMENT_BRANDING, DOCUMENT_FONTS } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';

describe('branding fonts', () => {
  it('the database check and the document model offer the same fonts', () => {
    expect([...BRANDING_FONT_VALUES]).toEqual([...DOCUMENT_FONTS]);
  });

  it('the settings defaults are the document defaults', () => {
    const { primaryColor, accentColor, font, coverPage, sections } = DEFAULT_BRANDING_SETTINGS;
    expect({ primaryColor, accentColor, font, coverPage, sections }).toEqual({
      primaryColor: DEFAULT_DOCUMENT_BRANDING.primaryColor,
      accentColor: DEFAULT_DOCUMENT_BRANDING.accentColor,
      font: DEFAULT_DOCUMENT_BRANDING.font,
      coverPage: DEFAULT_DOCUMENT_BRANDING.coverPage,
      sections: DEFAULT_DOCUMENT_BRANDING.sections,
    });
  });
});
