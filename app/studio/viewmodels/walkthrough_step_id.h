// The walkthrough's steps by name, in their order (their values are the 0-based indices walkthroughStep()
// takes), so that other views can open the walkthrough at a step without counting.
#pragma once

namespace studio {

enum WalkthroughStepId : int {
  kWalkthroughTokens = 0,
  kWalkthroughEmbeddings,
  kWalkthroughPositionalEncoding,
  kWalkthroughQueriesKeysValues,
  kWalkthroughScores,
  kWalkthroughMask,
  kWalkthroughSoftmax,
  kWalkthroughTimesValues,
  kWalkthroughConcatenatedHeads,
  kWalkthroughResidualNorm,
  kWalkthroughFeedForward,
  kWalkthroughCrossAttention,
  kWalkthroughOutput,
  kWalkthroughStepCount
};

}  // namespace studio
