// A test hook that kills the process (SIGKILL, as `kill -9` would) at a named point, so tests can prove that
// a kill at every write step of a checkpoint leaves a resumable run, without relying on timing luck.
// Armed only by the environment: ATTN_TEST_KILL_AT=NAME#K kills at the K-th time NAME is reached (K = 1 when
// "#K" is left out). Unset, a kill point costs one comparison.
#pragma once

#include <string_view>

namespace attn {

void kill_point(std::string_view name);

}  // namespace attn
