// The model shelf: model folders kept side by side under one or more "models roots" (the bundled models in
// resources/models, or share/attention-studio/models when installed), each known by its folder name.
// A folder may carry a model card, README.md: its "# Title" line and first paragraph describe the model.
// Which roots to search is the front end's business (source tree, install prefix, beside the binary).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace attn {

// The model the front ends open when the user chose none.
inline constexpr std::string_view kDefaultModelName = "en-de";

struct ModelCard {
  std::string title;    // the first "# " heading, markup removed; empty without one
  std::string summary;  // the first paragraph after it, on one line, markup removed
};

struct ShelfModel {
  std::string name;  // the folder's name, e.g. "multi30k-en-de"
  std::filesystem::path path;
  ModelCard card;  // empty when the folder has no README.md
};

// The title and summary of a model card; an empty card when the file is missing or unreadable.
ModelCard read_model_card(const std::filesystem::path& readme);

// Every model folder (one holding config.json) directly inside the roots, sorted by name. A name found in
// several roots is listed once, from the earliest root. Missing or unreadable roots are skipped.
std::vector<ShelfModel> list_models(const std::vector<std::filesystem::path>& roots);

// kDefaultModelName when it is on the shelf, else the first model listed; nullopt on an empty shelf.
std::optional<ShelfModel> default_model(const std::vector<ShelfModel>& shelf);

// What a --model argument means: an existing folder wins; otherwise a short name (no slash) is looked up
// on the shelf of `roots`. Throws attn::Error naming the available models when neither fits.
std::filesystem::path resolve_model_path(const std::string& spec,
                                         const std::vector<std::filesystem::path>& roots);

}  // namespace attn
