import {factories} from '@strapi/strapi';

export default factories.createCoreRouter('api::radio-interview.radio-interview');
