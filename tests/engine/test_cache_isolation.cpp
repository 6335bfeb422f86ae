// Linked into every engine, Vulkan and slow test: their caches (the Vulkan pipeline cache) go under the build
// folder, never to the user's ~/.cache, set before main as the GUI tests' isolated_settings.h does. ctest's
// ENVIRONMENT cannot carry it: gtest_discover_tests keeps only the first of several variables.
#include <cstdlib>

namespace {

const bool kCacheIsolated = [] { return setenv("XDG_CACHE_HOME", ATTN_TEST_CACHE_DIR, 1) == 0; }();

}  // namespace
