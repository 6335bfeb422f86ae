#include "attention/tokenizer.h"

#include <sentencepiece_processor.h>

#include <utility>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "attention/vocab.h"

namespace attn {

struct Tokenizer::Impl {
  std::string serialized;
  sentencepiece::SentencePieceProcessor processor;
};

namespace {

bool read_varint(std::string_view bytes, std::size_t& pos, std::uint64_t& value) {
  value = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    if (pos >= bytes.size()) return false;
    const auto byte = static_cast<unsigned char>(bytes[pos++]);
    value |= std::uint64_t(byte & 0x7f) << shift;
    if ((byte & 0x80) == 0) return true;
  }
  return false;
}

// Walks the top-level fields of a serialized ModelProto (Debian ships no protobuf headers for it). Protobuf
// itself accepts a file cut short at a field boundary, which would load as a smaller, different model; every
// trained model has pieces (1), trainer_spec (2) and normalizer_spec (3), so require all three.
std::string model_proto_problem(std::string_view bytes) {
  bool seen[4] = {false, false, false, false};
  std::size_t pos = 0;
  while (pos < bytes.size()) {
    std::uint64_t key = 0, value = 0;
    if (!read_varint(bytes, pos, key)) return "a field key is cut short";
    const std::uint64_t field = key >> 3;
    switch (key & 7) {
      case 0:
        if (!read_varint(bytes, pos, value)) return "a number is cut short";
        break;
      case 1:
        if (bytes.size() - pos < 8) return "a number is cut short";
        pos += 8;
        break;
      case 2:
        if (!read_varint(bytes, pos, value)) return "a length is cut short";
        if (value > bytes.size() - pos) return "the data ends inside a field (truncated file?)";
        pos += static_cast<std::size_t>(value);
        break;
      case 5:
        if (bytes.size() - pos < 4) return "a number is cut short";
        pos += 4;
        break;
      default:
        return "it is not a SentencePiece model";
    }
    if (field == 0) return "it is not a SentencePiece model";
    if (field <= 3) seen[field] = true;
  }
  if (!seen[1] || !seen[2] || !seen[3]) return "parts of the model are missing (truncated file?)";
  return {};
}

}  // namespace

Tokenizer::Tokenizer(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

Tokenizer Tokenizer::from_serialized(std::string model_proto) {
  if (model_proto.empty()) throw Error("invalid tokenizer model: it is empty");
  if (const std::string problem = model_proto_problem(model_proto); !problem.empty()) {
    throw Error("invalid tokenizer model: " + problem);
  }
  auto impl = std::make_shared<Impl>();
  impl->serialized = std::move(model_proto);
  // SentencePiece reports most problems by status, but some by exception (a zero-length piece makes its
  // trie builder throw, found by fuzzing): both become an attn::Error.
  sentencepiece::util::Status status;
  try {
    status = impl->processor.LoadFromSerializedProto(impl->serialized);
  } catch (const std::exception& e) {
    throw Error(std::string("invalid tokenizer model: ") + e.what());
  }
  if (!status.ok()) throw Error(std::string("invalid tokenizer model: ") + status.message());
  // The model, decoder and checkpoints hard-code these ids; a model trained elsewhere may differ.
  const auto& sp = impl->processor;
  if (sp.GetPieceSize() <= kEosId || !sp.IsControl(kPadId) || !sp.IsUnknown(kUnkId) ||
      !sp.IsControl(kBosId) || !sp.IsControl(kEosId) || sp.pad_id() != kPadId || sp.unk_id() != kUnkId ||
      sp.bos_id() != kBosId || sp.eos_id() != kEosId) {
    throw Error("unsupported tokenizer model: special ids must be pad=0, unk=1, bos=2, eos=3");
  }
  return Tokenizer(std::move(impl));
}

Tokenizer Tokenizer::load(const std::filesystem::path& model_file) {
  std::string bytes = read_file(model_file, std::uintmax_t(1) << 30);
  try {
    return from_serialized(std::move(bytes));
  } catch (const Error& e) {
    throw Error(model_file.string() + ": " + e.what());
  }
}

void Tokenizer::save(const std::filesystem::path& model_file) const {
  write_file_atomic(model_file, impl_->serialized);
}

const std::string& Tokenizer::serialized() const { return impl_->serialized; }

int Tokenizer::vocab_size() const { return impl_->processor.GetPieceSize(); }

void Tokenizer::check_id(std::int32_t id) const {
  if (id < 0 || id >= vocab_size()) {
    throw Error("token id " + std::to_string(id) + " is outside the vocabulary (size " +
                std::to_string(vocab_size()) + ")");
  }
}

std::vector<std::int32_t> Tokenizer::encode(std::string_view text) const {
  std::vector<int> ids;
  if (const auto status = impl_->processor.Encode(text, &ids); !status.ok()) {
    throw Error(std::string("cannot tokenize text: ") + status.message());
  }
  return {ids.begin(), ids.end()};
}

std::string Tokenizer::decode(std::span<const std::int32_t> ids) const {
  std::vector<int> kept;
  kept.reserve(ids.size());
  for (const std::int32_t id : ids) {
    check_id(id);
    if (id != kPadId && id != kBosId && id != kEosId) kept.push_back(id);
  }
  std::string text;
  if (const auto status = impl_->processor.Decode(kept, &text); !status.ok()) {
    throw Error(std::string("cannot detokenize ids: ") + status.message());
  }
  return text;
}

std::string Tokenizer::piece(std::int32_t id) const {
  check_id(id);
  return impl_->processor.IdToPiece(id);
}

std::vector<std::string> Tokenizer::pieces(std::span<const std::int32_t> ids) const {
  std::vector<std::string> out;
  out.reserve(ids.size());
  for (const std::int32_t id : ids) out.push_back(piece(id));
  return out;
}

}  // namespace attn
