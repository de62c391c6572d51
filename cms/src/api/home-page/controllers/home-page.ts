import {factories} from '@strapi/strapi';

export default factories.createCoreController('api::home-page.home-page');
