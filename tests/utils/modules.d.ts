declare module 'dva-core';
