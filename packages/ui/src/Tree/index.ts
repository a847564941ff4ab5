export { defaultTreeLabels, Tree, type TreeLabels, type TreeNode, type TreeProps } from './Tree';
