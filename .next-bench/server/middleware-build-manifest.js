globalThis.__BUILD_MANIFEST = {
  "pages": {
    "/_app": []
  },
  "devFiles": [],
  "polyfillFiles": [
    "static/chunks/0cz1d0mv5g_q7.js"
  ],
  "lowPriorityFiles": [
    "static/1hjRAtteBH-2a6fr9SOPj/_buildManifest.js",
    "static/1hjRAtteBH-2a6fr9SOPj/_ssgManifest.js",
    "static/1hjRAtteBH-2a6fr9SOPj/_clientMiddlewareManifest.js"
  ],
  "rootMainFiles": [
    "static/chunks/3be5ypa669k_3.js",
    "static/chunks/1k2w3nq2-wg_-.js",
    "static/chunks/2ic-n6tfs7p-6.js",
    "static/chunks/1r4tpu9kyu516.js",
    "static/chunks/turbopack-077hmtqrhcoji.js"
  ],
  "rootMainFilesTree": {},
  "pagesChunkGroupBootstrapParams": {
    "/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/_not-found/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/_global-error/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/CoursesMain/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/aboutus/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/androidios/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/applynow/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/bench-reference/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/blog/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/blog/[id]/[title]/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/career/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/contactus/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/dataanalyst/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/datascience/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/enquiryform/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/hirefromus/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/itstaffing/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/logo/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/logodesign/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/mernstack/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/ourteam/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/placementsstatistics/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/privacy/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/pythonfullstack/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/signup/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/terms/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/web/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/websitedev/page": {
      "otherChunks": [
        "static/chunks/3be5ypa669k_3.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/2ic-n6tfs7p-6.js",
        "static/chunks/1r4tpu9kyu516.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    }
  },
  "chunkLoadingGlobal": "TURBOPACK"
};
