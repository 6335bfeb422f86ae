// Every failure the engine reports to a user is an attn::Error with a message that names the cause
// (file, line, field). Front ends print what() and keep running.
#pragma once

#include <stdexcept>
#include <string>

namespace attn {

class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace attn
