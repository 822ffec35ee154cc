/**
 * The form model (issue 23), apart from app-kit's shared singleton: react-hook-form is bundled by
 * each app into the chunks that show a form, so pages without one (the landing page, the embed)
 * never load it.
 */
export { rulesResolver, type FormRules } from './rules-resolver';
export { useRulesForm, type RulesFormOptions } from './use-rules-form';
