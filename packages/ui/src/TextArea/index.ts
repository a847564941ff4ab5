export { defaultTextAreaLabels, TextArea, type TextAreaLabels, type TextAreaProps } from './TextArea';
