export {
  TemplatePickerDialog,
  type TemplatePickerDialogProps,
  type TemplatePickerResult,
} from './template-picker-dialog';
export { TemplateAnswerFields, useTemplateAnswers, type TemplateAnswersForm } from './template-answers';
export { templateHours, type TemplateHours } from './template-hours';
