module.exports = () => ({
  upload: {
    config: {
      security: {
        // Blog images only; SVG can carry script, so it is refused.
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
});
