#include "attention/tokenizer.h"

#include <sentencepiece_processor.h>

#include <nlohmann/json.hpp>
#include <system_error>
#include <unordered_map>
#include <utility>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "attention/vocab.h"
#include "util/json_duplicate_keys.h"

namespace attn {

namespace fs = std::filesystem;

struct Tokenizer::Impl {
  std::string serialized;                           // joint: the model; separate: source.spm
  sentencepiece::SentencePieceProcessor processor;  // joint, or the source side
  VocabularyInfo specials;
  // Separate tokenizers only.
  bool separate = false;
  std::string target_serialized;
  sentencepiece::SentencePieceProcessor target_processor;
  std::vector<std::string> pieces;  // by model id
  std::unordered_map<std::string, std::int32_t> ids;
};

namespace {

// MarianTokenizer looks each piece of a side's SentencePiece model up in vocab.json, so a model that does not
// belong to the vocabulary loads without complaint and turns every sentence into <unk>s. A real folder's
// vocab.json holds both models' pieces; anything well short of that is the wrong file.
constexpr double kMinPieceCoverage = 0.9;

void check_piece_coverage(const sentencepiece::SentencePieceProcessor& sp,
                          const std::unordered_map<std::string, std::int32_t>& vocabulary, const char* file) {
  int pieces = 0, known = 0;
  for (int id = 0; id < sp.GetPieceSize(); ++id) {
    if (sp.IsControl(id) || sp.IsUnknown(id) || sp.IsUnused(id)) continue;  // <s>, </s>, <unk>: not text
    ++pieces;
    if (vocabulary.count(sp.IdToPiece(id))) ++known;
  }
  if (pieces == 0 || known >= kMinPieceCoverage * pieces) return;
  throw Error("only " + std::to_string(100 * known / pieces) + "% of " + file +
              "'s pieces are in vocab.json (" + std::to_string(known) + " of " + std::to_string(pieces) +
              "): the SentencePiece model does not belong to this vocabulary");
}

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

// Loads `proto` (kept alive by the caller) into `processor`, or throws attn::Error saying why not.
void load_processor(const std::string& proto, sentencepiece::SentencePieceProcessor& processor) {
  if (proto.empty()) throw Error("invalid tokenizer model: it is empty");
  if (const std::string problem = model_proto_problem(proto); !problem.empty()) {
    throw Error("invalid tokenizer model: " + problem);
  }
  // SentencePiece reports most problems by status, but some by exception (a zero-length piece makes its
  // trie builder throw, found by fuzzing): both become an attn::Error.
  sentencepiece::util::Status status;
  try {
    status = processor.LoadFromSerializedProto(proto);
  } catch (const std::exception& e) {
    throw Error(std::string("invalid tokenizer model: ") + e.what());
  }
  if (!status.ok()) throw Error(std::string("invalid tokenizer model: ") + status.message());
}

// vocab.json: an object piece -> id whose ids are exactly 0 .. n-1.
std::vector<std::string> parse_vocabulary_json(const std::string& text) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text, DuplicateKeyCheck());
  } catch (const nlohmann::json::exception& e) {
    throw Error(std::string("not valid JSON: ") + e.what());
  }
  if (!j.is_object() || j.empty()) throw Error("expected a JSON object mapping pieces to ids");
  std::vector<std::string> pieces(j.size());
  std::vector<bool> seen(j.size(), false);
  for (const auto& [piece, id] : j.items()) {
    if (!id.is_number_integer() || id.get<std::int64_t>() < 0 ||
        id.get<std::int64_t>() >= std::int64_t(j.size()))
      throw Error("piece '" + piece + "' has id " + id.dump() + "; ids must be 0 .. " +
                  std::to_string(j.size() - 1));
    const auto i = std::size_t(id.get<std::int64_t>());
    if (seen[i]) throw Error("id " + std::to_string(i) + " is given to two pieces");
    seen[i] = true;
    pieces[i] = piece;
  }
  return pieces;
}

std::string vocabulary_json(const std::vector<std::string>& pieces) {
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  for (std::size_t i = 0; i < pieces.size(); ++i) j[pieces[i]] = i;
  return j.dump(2) + "\n";
}

}  // namespace

Tokenizer::Tokenizer(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

Tokenizer Tokenizer::from_separate(std::string source_proto, std::string target_proto,
                                   std::vector<std::string> vocabulary, const VocabularyInfo& specials) {
  auto impl = std::make_shared<Impl>();
  impl->separate = true;
  impl->serialized = std::move(source_proto);
  impl->target_serialized = std::move(target_proto);
  try {
    load_processor(impl->serialized, impl->processor);
  } catch (const Error& e) {
    throw Error(std::string("source.spm: ") + e.what());
  }
  try {
    load_processor(impl->target_serialized, impl->target_processor);
  } catch (const Error& e) {
    throw Error(std::string("target.spm: ") + e.what());
  }
  const auto n = std::int32_t(vocabulary.size());
  for (std::int32_t id = 0; id < n; ++id)
    if (!impl->ids.emplace(vocabulary[std::size_t(id)], id).second)
      throw Error("the vocabulary lists the piece '" + vocabulary[std::size_t(id)] + "' twice");
  check_piece_coverage(impl->processor, impl->ids, "source.spm");
  check_piece_coverage(impl->target_processor, impl->ids, "target.spm");
  const std::pair<const char*, std::int32_t> named[] = {{"pad", specials.pad},
                                                        {"unk", specials.unk},
                                                        {"eos", specials.eos},
                                                        {"decoder start", specials.decoder_start}};
  for (const auto& [name, id] : named)
    if (id < 0 || id >= n)
      throw Error(std::string("the ") + name + " id " + std::to_string(id) + " is outside the vocabulary (" +
                  std::to_string(n) + " pieces)");
  if (specials.has_bos() && specials.bos >= n)
    throw Error("the bos id " + std::to_string(specials.bos) + " is outside the vocabulary");
  impl->pieces = std::move(vocabulary);
  impl->specials = specials;
  return Tokenizer(std::move(impl));
}

Tokenizer Tokenizer::from_serialized(std::string model_proto) {
  auto impl = std::make_shared<Impl>();
  impl->serialized = std::move(model_proto);
  load_processor(impl->serialized, impl->processor);
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

bool Tokenizer::folder_has_joint(const fs::path& dir) {
  // Anything named tokenizer.model, even a dangling or looping link, makes the folder a joint one, so that
  // the error names that file rather than the separate form's.
  std::error_code ec;
  return fs::symlink_status(dir / "tokenizer.model", ec).type() != fs::file_type::not_found;
}

Tokenizer Tokenizer::load_folder(const fs::path& dir, const VocabularyInfo& specials) {
  if (folder_has_joint(dir)) {
    Tokenizer joint = load(dir / "tokenizer.model");
    if (specials != joint.specials())
      throw Error((dir / "tokenizer.model").string() +
                  ": a joint SentencePiece model has pad 0, unk 1, bos 2, eos 3 and decodes from bos, but "
                  "config.json names other special ids");
    return joint;
  }
  std::error_code ec;
  if (!fs::exists(dir / "source.spm", ec) && !fs::exists(dir / "vocab.json", ec))
    throw Error("model folder " + dir.string() +
                " has no tokenizer.model (nor source.spm, target.spm and "
                "vocab.json)");
  for (const char* name : {"source.spm", "target.spm", "vocab.json"}) {
    const fs::file_status status = fs::status(dir / name, ec);
    if (status.type() == fs::file_type::not_found)
      throw Error("model folder " + dir.string() + " has no " + name +
                  " (separate tokenizers need source.spm, target.spm and vocab.json)");
    if (!fs::is_regular_file(status)) throw Error((dir / name).string() + " is not a regular file");
  }
  std::vector<std::string> vocabulary;
  try {
    vocabulary = parse_vocabulary_json(read_file(dir / "vocab.json", std::uintmax_t(1) << 28));
  } catch (const Error& e) {
    throw Error((dir / "vocab.json").string() + ": " + e.what());
  }
  try {
    return from_separate(read_file(dir / "source.spm", std::uintmax_t(1) << 30),
                         read_file(dir / "target.spm", std::uintmax_t(1) << 30), std::move(vocabulary),
                         specials);
  } catch (const Error& e) {
    throw Error(dir.string() + ": " + e.what());
  }
}

std::vector<std::string> Tokenizer::file_names() const {
  if (!impl_->separate) return {"tokenizer.model"};
  return {"source.spm", "target.spm", "vocab.json"};
}

void Tokenizer::save_folder(const fs::path& dir) const {
  if (!impl_->separate) return save(dir / "tokenizer.model");
  write_file_atomic(dir / "source.spm", impl_->serialized);
  write_file_atomic(dir / "target.spm", impl_->target_serialized);
  write_file_atomic(dir / "vocab.json", vocabulary_json(impl_->pieces));
}

void Tokenizer::save(const fs::path& model_file) const {
  if (impl_->separate)
    throw Error(
        "this model has separate source and target tokenizers: it is saved as source.spm, "
        "target.spm and vocab.json, not as one " +
        model_file.filename().string());
  write_file_atomic(model_file, impl_->serialized);
}

const std::string& Tokenizer::serialized() const {
  if (impl_->separate) throw Error("a separate tokenizer has no single SentencePiece model");
  return impl_->serialized;
}

bool Tokenizer::is_joint() const { return !impl_->separate; }

const VocabularyInfo& Tokenizer::specials() const { return impl_->specials; }

int Tokenizer::vocab_size() const {
  return impl_->separate ? int(impl_->pieces.size()) : impl_->processor.GetPieceSize();
}

void Tokenizer::check_id(std::int32_t id) const {
  if (id < 0 || id >= vocab_size()) {
    throw Error("token id " + std::to_string(id) + " is outside the vocabulary (size " +
                std::to_string(vocab_size()) + ")");
  }
}

std::vector<std::int32_t> Tokenizer::encode_with(bool target, std::string_view text) const {
  if (!impl_->separate) {
    std::vector<int> ids;
    if (const auto status = impl_->processor.Encode(text, &ids); !status.ok()) {
      throw Error(std::string("cannot tokenize text: ") + status.message());
    }
    return {ids.begin(), ids.end()};
  }
  // The side's own pieces, looked up in the shared vocabulary (MarianTokenizer's _convert_token_to_id).
  std::vector<std::string> pieces;
  const auto& processor = target ? impl_->target_processor : impl_->processor;
  if (const auto status = processor.Encode(text, &pieces); !status.ok()) {
    throw Error(std::string("cannot tokenize text: ") + status.message());
  }
  std::vector<std::int32_t> ids;
  ids.reserve(pieces.size());
  for (const std::string& p : pieces) {
    const auto it = impl_->ids.find(p);
    ids.push_back(it == impl_->ids.end() ? impl_->specials.unk : it->second);
  }
  return ids;
}

std::vector<std::int32_t> Tokenizer::encode_source(std::string_view text) const {
  return encode_with(false, text);
}

std::vector<std::int32_t> Tokenizer::encode_target(std::string_view text) const {
  return encode_with(true, text);
}

std::string Tokenizer::decode(std::span<const std::int32_t> ids) const {
  std::string text;
  if (impl_->separate) {
    std::vector<std::string> kept;
    kept.reserve(ids.size());
    for (const std::int32_t id : ids) {
      check_id(id);
      if (!impl_->specials.is_control(id)) kept.push_back(impl_->pieces[std::size_t(id)]);
    }
    if (const auto status = impl_->target_processor.Decode(kept, &text); !status.ok()) {
      throw Error(std::string("cannot detokenize ids: ") + status.message());
    }
    return text;
  }
  std::vector<int> kept;
  kept.reserve(ids.size());
  for (const std::int32_t id : ids) {
    check_id(id);
    if (!impl_->specials.is_control(id)) kept.push_back(id);
  }
  if (const auto status = impl_->processor.Decode(kept, &text); !status.ok()) {
    throw Error(std::string("cannot detokenize ids: ") + status.message());
  }
  return text;
}

std::string Tokenizer::piece(std::int32_t id) const {
  check_id(id);
  if (impl_->separate) return impl_->pieces[std::size_t(id)];
  return impl_->processor.IdToPiece(id);
}

std::vector<std::string> Tokenizer::pieces(std::span<const std::int32_t> ids) const {
  std::vector<std::string> out;
  out.reserve(ids.size());
  for (const std::int32_t id : ids) out.push_back(piece(id));
  return out;
}

}  // namespace attn
