import './discussion-board.css';

type Post = { name: string; post: string };

function initials(name: string): string {
  const words = name
    .replace(/^(Dr|Prof|Professor|Mr|Mrs|Ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function DiscussionPost({ author, position, text }: { author: string; position: string; text: string }) {
  return (
    <article className={`discussion-post discussion-post--${position === 'Professor' ? 'professor' : 'student'}`}>
      <header className="discussion-post__header">
        <span className="discussion-post__avatar" aria-hidden="true">
          {initials(author)}
        </span>
        <span>
          <span className="discussion-post__author">{author}</span>
          <span className="discussion-post__role">{position}</span>
        </span>
      </header>
      <div className="discussion-post__text">{text}</div>
    </article>
  );
}

/** TOEFL Academic Discussion: the professor's question, then the two students' replies, as on a class forum. */
export function DiscussionBoard({ discussion }: { discussion: { professor: Post; students: Post[] } }) {
  return (
    <section className="discussion" aria-label="Class discussion">
      <DiscussionPost author={discussion.professor.name} position="Professor" text={discussion.professor.post} />
      <div className="discussion__replies">
        {discussion.students.map((student) => (
          <DiscussionPost key={student.name} author={student.name} position="Student" text={student.post} />
        ))}
      </div>
    </section>
  );
}
