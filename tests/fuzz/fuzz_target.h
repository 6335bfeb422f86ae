// A fuzz target: libFuzzer's entry point. Each *_fuzz.cpp defines it for one reader of untrusted input.
// Built with clang -fsanitize=fuzzer,address,undefined (cmake -DATTN_FUZZ=ON, scripts/studio.sh fuzz) it
// fuzzes; built with replay_main.cpp under any compiler it replays a corpus of inputs (a ctest per target).
// The contract: bad input ends in an attn::Error, which the target catches; anything else (another
// exception, a crash, a sanitizer report, a hang) is a finding.
#pragma once

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
