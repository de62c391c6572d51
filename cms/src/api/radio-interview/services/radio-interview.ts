import {factories} from '@strapi/strapi';

export default factories.createCoreService('api::radio-interview.radio-interview');
