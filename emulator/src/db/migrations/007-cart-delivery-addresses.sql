-- The delivery addresses a buyer gave the cart (cartDeliveryAddressesAdd and friends), as JSON.
ALTER TABLE carts ADD COLUMN delivery_addresses TEXT NOT NULL DEFAULT '[]';
