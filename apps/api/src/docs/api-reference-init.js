// Starts Swagger UI on the API reference page (/api/docs) over the document the app serves.
/* global SwaggerUIBundle */
window.addEventListener('DOMContentLoaded', () => {
  SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    validatorUrl: null,
  });
});
