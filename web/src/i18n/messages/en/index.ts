/** The English interface strings, by namespace (one file each). */
import { common } from './common.ts';
import { layout } from './layout.ts';
import { search } from './search.ts';
import { errors } from './errors.ts';
import { video } from './video.ts';
import { home } from './home.ts';
import { category } from './category.ts';
import { item } from './item.ts';
import { converter } from './converter.ts';
import { grip } from './grip.ts';
import { feedback } from './feedback.ts';
import { quiz } from './quiz.ts';
import { quizPlay } from './quizPlay.ts';
import { saved } from './saved.ts';
import { sage } from './sage.ts';
import { festival } from './festival.ts';
import { texts } from './texts.ts';
import { verseTools } from './verseTools.ts';
import { api } from './api.ts';

export const en = {
  common,
  layout,
  search,
  errors,
  video,
  home,
  category,
  item,
  converter,
  grip,
  feedback,
  quiz,
  quizPlay,
  saved,
  sage,
  festival,
  texts,
  verseTools,
  api,
};
