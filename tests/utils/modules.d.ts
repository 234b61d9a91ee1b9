declare module 'dva-core';
declare module '@umijs/plugins/node_modules/dva-immer';
