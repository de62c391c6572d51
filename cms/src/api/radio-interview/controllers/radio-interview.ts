import {factories} from '@strapi/strapi';

export default factories.createCoreController('api::radio-interview.radio-interview');
